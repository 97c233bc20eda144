<?php
/**
 * The fixed choices of the member forms.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

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
			'undergraduate'             => __( 'Undergraduate', 'mvc-core' ),
			'masters_student'           => __( "Master's student", 'mvc-core' ),
			'phd_student'               => __( 'PhD student', 'mvc-core' ),
			'postdoc'                   => __( 'Postdoc', 'mvc-core' ),
			'assistant_professor'       => __( 'Assistant professor / researcher', 'mvc-core' ),
			'associate_professor'       => __( 'Associate professor / researcher', 'mvc-core' ),
			'professor'                 => __( 'Professor / researcher', 'mvc-core' ),
			'lecturer'                  => __( 'Teacher / lecturer', 'mvc-core' ),
			'rnd_staff'                 => __( 'R&D staff', 'mvc-core' ),
			'medical_student'           => __( 'Medical student', 'mvc-core' ),
			'attending_physician'       => __( 'Attending physician', 'mvc-core' ),
			'associate_chief_physician' => __( 'Associate chief physician', 'mvc-core' ),
			'chief_physician'           => __( 'Chief physician', 'mvc-core' ),
			'nursing_staff'             => __( 'Nursing staff', 'mvc-core' ),
			'author'                    => __( 'Author', 'mvc-core' ),
			'engineer'                  => __( 'Engineer', 'mvc-core' ),
			'senior_engineer'           => __( 'Senior engineer', 'mvc-core' ),
			'librarian'                 => __( 'Librarian', 'mvc-core' ),
			'other'                     => __( 'Other', 'mvc-core' ),
		);
	}

	/**
	 * Research areas: value => label.
	 *
	 * @return array<string, string>
	 */
	public static function research_areas(): array {
		return array(
			'physics'                    => __( 'Physics', 'mvc-core' ),
			'chemistry'                  => __( 'Chemistry', 'mvc-core' ),
			'chemical_engineering'       => __( 'Chemical engineering', 'mvc-core' ),
			'materials'                  => __( 'Materials', 'mvc-core' ),
			'computer_science'           => __( 'Computer science', 'mvc-core' ),
			'mathematics_statistics'     => __( 'Mathematics and statistics', 'mvc-core' ),
			'electrical_engineering'     => __( 'Electrical engineering', 'mvc-core' ),
			'environmental'              => __( 'Environmental science', 'mvc-core' ),
			'mechanical'                 => __( 'Mechanical engineering', 'mvc-core' ),
			'civil'                      => __( 'Civil engineering', 'mvc-core' ),
			'geoscience'                 => __( 'Geoscience', 'mvc-core' ),
			'geological_engineering'     => __( 'Geological engineering', 'mvc-core' ),
			'engineering'                => __( 'Engineering', 'mvc-core' ),
			'industrial'                 => __( 'Industrial engineering', 'mvc-core' ),
			'aerospace'                  => __( 'Aerospace', 'mvc-core' ),
			'biology'                    => __( 'Biology', 'mvc-core' ),
			'molecular_biology_genetics' => __( 'Molecular biology and genetics', 'mvc-core' ),
			'microbiology_virology'      => __( 'Microbiology and virology', 'mvc-core' ),
			'cell_molecular_biology'     => __( 'Cell and molecular biology', 'mvc-core' ),
			'botany'                     => __( 'Botany', 'mvc-core' ),
			'zoology'                    => __( 'Zoology', 'mvc-core' ),
			'biochemistry'               => __( 'Biochemistry', 'mvc-core' ),
			'neuroscience'               => __( 'Neuroscience', 'mvc-core' ),
			'agriculture'                => __( 'Agriculture', 'mvc-core' ),
			'environment_ecology'        => __( 'Environment and ecology', 'mvc-core' ),
			'other'                      => __( 'Other', 'mvc-core' ),
		);
	}
}
