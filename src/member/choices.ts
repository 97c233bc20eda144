/**
 * The fixed choices of the member forms: the values are the server's (`Mvc\Member\Choices`), the
 * labels the same strings as there.
 */
import { __ } from '@wordpress/i18n';

export interface Choice {
	value: string;
	label: string;
}

/** Occupations (19). */
export function occupations(): Choice[] {
	return [
		{ value: 'undergraduate', label: __( 'Undergraduate', 'mvc' ) },
		{ value: 'masters_student', label: __( "Master's student", 'mvc' ) },
		{ value: 'phd_student', label: __( 'PhD student', 'mvc' ) },
		{ value: 'postdoc', label: __( 'Postdoc', 'mvc' ) },
		{
			value: 'assistant_professor',
			label: __( 'Assistant professor / researcher', 'mvc' ),
		},
		{
			value: 'associate_professor',
			label: __( 'Associate professor / researcher', 'mvc' ),
		},
		{ value: 'professor', label: __( 'Professor / researcher', 'mvc' ) },
		{ value: 'lecturer', label: __( 'Teacher / lecturer', 'mvc' ) },
		{ value: 'rnd_staff', label: __( 'R&D staff', 'mvc' ) },
		{ value: 'medical_student', label: __( 'Medical student', 'mvc' ) },
		{
			value: 'attending_physician',
			label: __( 'Attending physician', 'mvc' ),
		},
		{
			value: 'associate_chief_physician',
			label: __( 'Associate chief physician', 'mvc' ),
		},
		{ value: 'chief_physician', label: __( 'Chief physician', 'mvc' ) },
		{ value: 'nursing_staff', label: __( 'Nursing staff', 'mvc' ) },
		{ value: 'author', label: __( 'Author', 'mvc' ) },
		{ value: 'engineer', label: __( 'Engineer', 'mvc' ) },
		{ value: 'senior_engineer', label: __( 'Senior engineer', 'mvc' ) },
		{ value: 'librarian', label: __( 'Librarian', 'mvc' ) },
		{ value: 'other', label: __( 'Other', 'mvc' ) },
	];
}

/** Research areas (26). */
export function researchAreas(): Choice[] {
	return [
		{ value: 'physics', label: __( 'Physics', 'mvc' ) },
		{ value: 'chemistry', label: __( 'Chemistry', 'mvc' ) },
		{
			value: 'chemical_engineering',
			label: __( 'Chemical engineering', 'mvc' ),
		},
		{ value: 'materials', label: __( 'Materials', 'mvc' ) },
		{ value: 'computer_science', label: __( 'Computer science', 'mvc' ) },
		{
			value: 'mathematics_statistics',
			label: __( 'Mathematics and statistics', 'mvc' ),
		},
		{
			value: 'electrical_engineering',
			label: __( 'Electrical engineering', 'mvc' ),
		},
		{ value: 'environmental', label: __( 'Environmental science', 'mvc' ) },
		{ value: 'mechanical', label: __( 'Mechanical engineering', 'mvc' ) },
		{ value: 'civil', label: __( 'Civil engineering', 'mvc' ) },
		{ value: 'geoscience', label: __( 'Geoscience', 'mvc' ) },
		{
			value: 'geological_engineering',
			label: __( 'Geological engineering', 'mvc' ),
		},
		{ value: 'engineering', label: __( 'Engineering', 'mvc' ) },
		{ value: 'industrial', label: __( 'Industrial engineering', 'mvc' ) },
		{ value: 'aerospace', label: __( 'Aerospace', 'mvc' ) },
		{ value: 'biology', label: __( 'Biology', 'mvc' ) },
		{
			value: 'molecular_biology_genetics',
			label: __( 'Molecular biology and genetics', 'mvc' ),
		},
		{
			value: 'microbiology_virology',
			label: __( 'Microbiology and virology', 'mvc' ),
		},
		{
			value: 'cell_molecular_biology',
			label: __( 'Cell and molecular biology', 'mvc' ),
		},
		{ value: 'botany', label: __( 'Botany', 'mvc' ) },
		{ value: 'zoology', label: __( 'Zoology', 'mvc' ) },
		{ value: 'biochemistry', label: __( 'Biochemistry', 'mvc' ) },
		{ value: 'neuroscience', label: __( 'Neuroscience', 'mvc' ) },
		{ value: 'agriculture', label: __( 'Agriculture', 'mvc' ) },
		{
			value: 'environment_ecology',
			label: __( 'Environment and ecology', 'mvc' ),
		},
		{ value: 'other', label: __( 'Other', 'mvc' ) },
	];
}
