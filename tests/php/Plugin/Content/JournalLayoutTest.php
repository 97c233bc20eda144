<?php
/**
 * The journal's fields are defined once.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\Journal\AcfGroup;
use Mvc\Core\Content\Journal\EditorLayout;
use Mvc\Core\Content\Journal\Layout;
use Mvc\Core\Content\JournalFields;
use Mvc\Core\Plugin;
use Mvc\Tests\TestCase;

/**
 * Journal\Layout is the one table of a journal's fields: the ACF local JSON is what it gives (so a
 * field added to the table and not to the JSON, or the other way round, fails here), the editor's
 * panels show each of its fields once, and the editor script holds no list of them.
 */
final class JournalLayoutTest extends TestCase {

	public function test_the_committed_acf_json_is_the_tables_export(): void {
		$mo = Plugin::path( 'languages/mvc-core-zh_CN.mo' );
		$this->assertFileExists( $mo, 'npm run build compiles the catalogue' );
		// The catalogue through a filter, whatever language the test site runs in.
		$catalogue = new \MO();
		$catalogue->import_from_file( $mo );
		$chinese = static fn( $translation, $text ) => $catalogue->translate( $text );
		add_filter( 'gettext_mvc-core', $chinese, 99, 2 );
		try {
			$json = AcfGroup::json();
		} finally {
			remove_filter( 'gettext_mvc-core', $chinese, 99 );
		}
		$this->assertSame(
			$json,
			(string) file_get_contents( Plugin::path( 'acf-json/group_mvc_journal.json' ) ),
			'plugin/acf-json/group_mvc_journal.json differs from Journal\Layout: run php bin/journal-layout.php acf --write'
		);
	}

	public function test_the_script_writes_what_the_test_compares(): void {
		$php    = escapeshellarg( PHP_BINARY );
		$script = escapeshellarg( dirname( Plugin::path( '' ) ) . '/bin/journal-layout.php' );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- runs the project's own script.
		$editor = json_decode( (string) shell_exec( "$php $script editor" ), true );
		// The script's is English: the same, with no catalogue.
		$english = static fn( $translation, $text ) => $text;
		add_filter( 'gettext_mvc-core', $english, 99, 2 );
		try {
			$this->assertSame( EditorLayout::data(), $editor );
		} finally {
			remove_filter( 'gettext_mvc-core', $english, 99 );
		}
	}

	public function test_the_editor_shows_every_field_once(): void {
		$keys = array();
		foreach ( EditorLayout::data()['panels'] as $panel ) {
			$this->assertNotSame( '', $panel['title'] );
			foreach ( $panel['fields'] as $field ) {
				$keys[] = $field['key'];
				$this->assertSame( JournalFields::fields()[ $field['key'] ] ?? null, $field['kind'], $field['key'] );
				$this->assertSame( JournalFields::label( $field['key'] ), $field['label'] );
			}
		}
		$this->assertCount( 73, $keys );
		$this->assertEqualsCanonicalizing( array_keys( JournalFields::fields() ), $keys );
	}

	public function test_the_editor_script_holds_no_list_of_the_fields(): void {
		$names = array_merge( array_keys( JournalFields::fields() ), array_keys( Layout::table() ), Layout::INDEX_NAMES, array( Layout::OPEN_ACCESS ) );
		$files = glob( dirname( Plugin::path( '' ) ) . '/editor/journal-fields/*.{ts,tsx}', GLOB_BRACE );
		$this->assertNotEmpty( $files );
		foreach ( (array) $files as $file ) {
			$source = (string) file_get_contents( $file );
			foreach ( $names as $name ) {
				$this->assertDoesNotMatchRegularExpression( '/[\'"`]' . preg_quote( (string) $name, '/' ) . '/', $source, basename( $file ) . ' names the journal field ' . $name . ': it belongs in Journal\Layout' );
			}
		}
	}
}
