<?php
/**
 * The fixed choices of the member forms.
 *
 * @package Mvc
 */

namespace Mvc\Member;

/**
 * Occupation (19) and research area (26) options of members.md section 3: the value stored and sent
 * by the forms, and the label shown.
 */
final class Choices {

	/**
	 * Both lists as the forms' options ([{value, label}, ...]), for the registration popup.
	 *
	 * @return array{occupations: array<int, array{value: string, label: string}>, researchAreas: array<int, array{value: string, label: string}>}
	 */
	public static function options(): array {
		$list = static fn( array $choices ): array => array_map(
			static fn( string $value, string $label ): array => array(
				'value' => $value,
				'label' => $label,
			),
			array_keys( $choices ),
			$choices
		);
		return array(
			'occupations'   => $list( self::occupations() ),
			'researchAreas' => $list( self::research_areas() ),
		);
	}

	/**
	 * Occupations: value => label.
	 *
	 * @return array<string, string>
	 */
	public static function occupations(): array {
		return array(
			'undergraduate'             => __( 'Undergraduate', 'mvc' ),
			'masters_student'           => __( "Master's student", 'mvc' ),
			'phd_student'               => __( 'PhD student', 'mvc' ),
			'postdoc'                   => __( 'Postdoc', 'mvc' ),
			'assistant_professor'       => __( 'Assistant professor / researcher', 'mvc' ),
			'associate_professor'       => __( 'Associate professor / researcher', 'mvc' ),
			'professor'                 => __( 'Professor / researcher', 'mvc' ),
			'lecturer'                  => __( 'Teacher / lecturer', 'mvc' ),
			'rnd_staff'                 => __( 'R&D staff', 'mvc' ),
			'medical_student'           => __( 'Medical student', 'mvc' ),
			'attending_physician'       => __( 'Attending physician', 'mvc' ),
			'associate_chief_physician' => __( 'Associate chief physician', 'mvc' ),
			'chief_physician'           => __( 'Chief physician', 'mvc' ),
			'nursing_staff'             => __( 'Nursing staff', 'mvc' ),
			'author'                    => __( 'Author', 'mvc' ),
			'engineer'                  => __( 'Engineer', 'mvc' ),
			'senior_engineer'           => __( 'Senior engineer', 'mvc' ),
			'librarian'                 => __( 'Librarian', 'mvc' ),
			'other'                     => __( 'Other', 'mvc' ),
		);
	}

	/**
	 * Research areas: value => label.
	 *
	 * @return array<string, string>
	 */
	public static function research_areas(): array {
		return array(
			'physics'                    => __( 'Physics', 'mvc' ),
			'chemistry'                  => __( 'Chemistry', 'mvc' ),
			'chemical_engineering'       => __( 'Chemical engineering', 'mvc' ),
			'materials'                  => __( 'Materials', 'mvc' ),
			'computer_science'           => __( 'Computer science', 'mvc' ),
			'mathematics_statistics'     => __( 'Mathematics and statistics', 'mvc' ),
			'electrical_engineering'     => __( 'Electrical engineering', 'mvc' ),
			'environmental'              => __( 'Environmental science', 'mvc' ),
			'mechanical'                 => __( 'Mechanical engineering', 'mvc' ),
			'civil'                      => __( 'Civil engineering', 'mvc' ),
			'geoscience'                 => __( 'Geoscience', 'mvc' ),
			'geological_engineering'     => __( 'Geological engineering', 'mvc' ),
			'engineering'                => __( 'Engineering', 'mvc' ),
			'industrial'                 => __( 'Industrial engineering', 'mvc' ),
			'aerospace'                  => __( 'Aerospace', 'mvc' ),
			'biology'                    => __( 'Biology', 'mvc' ),
			'molecular_biology_genetics' => __( 'Molecular biology and genetics', 'mvc' ),
			'microbiology_virology'      => __( 'Microbiology and virology', 'mvc' ),
			'cell_molecular_biology'     => __( 'Cell and molecular biology', 'mvc' ),
			'botany'                     => __( 'Botany', 'mvc' ),
			'zoology'                    => __( 'Zoology', 'mvc' ),
			'biochemistry'               => __( 'Biochemistry', 'mvc' ),
			'neuroscience'               => __( 'Neuroscience', 'mvc' ),
			'agriculture'                => __( 'Agriculture', 'mvc' ),
			'environment_ecology'        => __( 'Environment and ecology', 'mvc' ),
			'other'                      => __( 'Other', 'mvc' ),
		);
	}
}
