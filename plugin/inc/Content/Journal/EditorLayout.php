<?php
/**
 * The journal's panels for the block editor, derived from Layout.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

use Mvc\Core\Admin\JournalEditor;

/**
 * What the editor script (editor/journal-fields) shows of a journal's fields: its panels, each
 * field's key, label (in the user's language) and kind, and the choices of the two choice kinds.
 * Printed before the script as `window.mvcJournalLayout`; the script keeps no list of its own.
 */
final class EditorLayout {

	/**
	 * `enqueue_block_editor_assets`, after Admin\JournalEditor enqueued the script: the layout
	 * goes before it (nothing when the script is not on this screen).
	 */
	public static function print(): void {
		if ( ! wp_script_is( JournalEditor::HANDLE, 'enqueued' ) ) {
			return;
		}
		wp_add_inline_script( JournalEditor::HANDLE, 'window.mvcJournalLayout = ' . wp_json_encode( self::data() ) . ';', 'before' );
	}

	/**
	 * The panels, in order, with their fields in order.
	 *
	 * @return array{indexNames: list<string>, openAccess: string, panels: list<array{name: string, title: string, fields: list<array{key: string, label: string, kind: string}>}>}
	 */
	public static function data(): array {
		$table  = Layout::table();
		$keys   = Layout::keys();
		$panels = array();
		foreach ( Layout::panels() as $panel => $spec ) {
			$fields = array();
			foreach ( $spec[1] as $index => $item ) {
				$name  = is_int( $index ) ? (string) $item : $index;
				$entry = $table[ $name ];
				if ( Layout::GROUP !== $entry[0] ) {
					$fields[] = self::field( $name, $keys[ $name ] );
					continue;
				}
				$subs = is_array( $item ) ? $item : array_keys( $entry['fields'] );
				foreach ( array_keys( Layout::copies( $name, $entry ) ) as $copy ) {
					foreach ( $subs as $sub ) {
						$fields[] = self::field( $copy . '_' . $sub, $keys[ $copy . '_' . $sub ] );
					}
				}
			}
			$panels[] = array(
				'name'   => $panel,
				'title'  => $spec[0] ?? $table[ (string) reset( $spec[1] ) ][1],
				'fields' => $fields,
			);
		}//end foreach
		return array(
			'indexNames' => Layout::INDEX_NAMES,
			'openAccess' => Layout::OPEN_ACCESS,
			'panels'     => $panels,
		);
	}

	/**
	 * A field as the script reads it.
	 *
	 * @param string                      $key  Meta key.
	 * @param array{0: string, 1: string} $spec Its kind and label.
	 * @return array{key: string, label: string, kind: string}
	 */
	private static function field( string $key, array $spec ): array {
		return array(
			'key'   => (string) $key,
			'label' => $spec[1],
			'kind'  => $spec[0],
		);
	}
}
