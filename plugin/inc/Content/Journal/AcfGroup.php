<?php
/**
 * The journal's ACF field group, derived from Layout.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

/**
 * ACF's local JSON of the journal's fields (plugin/acf-json/group_mvc_journal.json), built from
 * Layout::table() with the labels in the language loaded at the time (the committed file is
 * Chinese). bin/journal-layout.php writes the file; JournalLayoutTest fails when it differs from
 * what this builds, so the JSON cannot drift from the table. The file stays a file because ACF
 * loads it as local JSON and Rest\AcfFormat and the recorded ACF answers (tests/fixtures/acf)
 * read it.
 */
final class AcfGroup {

	/**
	 * The field group.
	 *
	 * @return array<string, mixed>
	 */
	public static function group(): array {
		$fields = array();
		foreach ( Layout::table() as $name => $entry ) {
			if ( Layout::GROUP !== $entry[0] ) {
				$fields[] = self::field( 'field_mvc_' . $name, $name, $entry[0], $entry[1] );
				continue;
			}
			foreach ( Layout::copies( $name, $entry ) as $copy => $n ) {
				$subs = array();
				foreach ( $entry['fields'] as $sub => $field ) {
					$subs[] = self::field( 'field_mvc_' . $copy . '_' . $sub, $sub, $field[0], $field[1] );
				}
				$group               = self::field( 'field_mvc_' . $copy, $copy, Layout::GROUP, $n > 0 ? sprintf( $entry[1], $n ) : $entry[1] );
				$group['sub_fields'] = $subs;
				$fields[]            = $group;
			}
		}
		$settings = Layout::acf_group();
		return array_slice( $settings, 0, 2 ) + array( 'fields' => $fields ) + $settings;
	}

	/**
	 * The file's text, as ACF writes local JSON (four spaces, unescaped).
	 */
	public static function json(): string {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- bin/journal-layout.php runs this without WordPress.
		return (string) json_encode( self::group(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
	}

	/**
	 * One field of ACF: the settings every field has, then its type's.
	 *
	 * @param string $key   ACF's field key.
	 * @param string $name  The field's name.
	 * @param string $kind  Its kind (Layout).
	 * @param string $label Its label.
	 * @return array<string, mixed>
	 */
	private static function field( string $key, string $name, string $kind, string $label ): array {
		$types = array(
			Layout::TEXT     => array( 'text', array() ),
			Layout::TEXTAREA => array(
				'textarea',
				array(
					'new_lines' => '',
					'rows'      => 4,
				),
			),
			Layout::URL      => array( 'url', array( 'placeholder' => 'https://' ) ),
			Layout::INTEGER  => array(
				'number',
				array(
					'min'  => 0,
					'step' => 1,
				),
			),
			Layout::NUMBER   => array(
				'number',
				array(
					'min'  => 0,
					'step' => 'any',
				),
			),
			Layout::BOOLEAN  => array(
				'true_false',
				array(
					'ui'            => 1,
					'default_value' => 0,
				),
			),
			Layout::IMAGE    => array(
				'image',
				array(
					'return_format' => 'array',
					'library'       => 'all',
					'preview_size'  => 'medium',
					'mime_types'    => '',
				),
			),
			Layout::INDEXES  => array(
				'checkbox',
				array(
					'choices'       => array_combine( Layout::INDEX_NAMES, Layout::INDEX_NAMES ),
					'return_format' => 'value',
					'layout'        => 'horizontal',
				),
			),
			Layout::TYPE     => array(
				'select',
				array(
					'choices'       => array( Layout::OPEN_ACCESS => Layout::OPEN_ACCESS ),
					'allow_null'    => 1,
					'return_format' => 'value',
				),
			),
			Layout::GROUP    => array( 'group', array( 'layout' => 'block' ) ),
		);
		return array(
			'key'               => $key,
			'label'             => $label,
			'name'              => $name,
			'aria-label'        => '',
			'type'              => $types[ $kind ][0],
			'instructions'      => '',
			'required'          => 0,
			'conditional_logic' => 0,
			'wrapper'           => array(
				'width' => '',
				'class' => '',
				'id'    => '',
			),
		) + $types[ $kind ][1];
	}
}
