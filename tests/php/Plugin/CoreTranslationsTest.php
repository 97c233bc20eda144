<?php
/**
 * The project's catalogue of core's strings.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin;

use Mvc\Core\CoreTranslations;
use Mvc\Tests\TestCase;

/**
 * In wp-admin (and a logged-in person's calls to core's REST routes) the project's catalogue is
 * loaded into `default` before Debian's old one, so its entries win; a visitor's page does not load
 * it; script translations are the project's, or the language pack's filled by the project's.
 */
final class CoreTranslationsTest extends TestCase {

	/**
	 * A folder with a catalogue of its own.
	 *
	 * @var string
	 */
	private string $folder;

	protected function set_up(): void {
		parent::set_up();
		$this->folder = get_temp_dir() . 'mvc-core-translations-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->folder );
		$mo = new \MO();
		$mo->set_header( 'Plural-Forms', 'nplurals=1; plural=0;' );
		// Debian's catalogue translates this one (注销); the project's must win over it.
		$mo->add_entry(
			new \Translation_Entry(
				array(
					'singular'     => 'Log Out',
					'translations' => array( '退出登录（项目）' ),
				)
			)
		);
		$mo->export_to_file( $this->folder . '/default-zh_CN.mo' );
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's fixture.
			$this->folder . '/default-zh_CN-wp-editor.json',
			(string) wp_json_encode(
				array(
					'domain'      => 'messages',
					'locale_data' => array(
						'messages' => array(
							''           => array( 'domain' => 'messages' ),
							'Publish'    => array( '发布' ),
							'Save draft' => array( '保存草稿' ),
						),
					),
				)
			)
		);
		add_filter( 'pre_determine_locale', array( $this, 'zh_cn' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'pre_determine_locale', array( $this, 'zh_cn' ) );
		array_map( 'unlink', (array) glob( $this->folder . '/*' ) );
		rmdir( $this->folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the test's own folder.
		unset( $_SERVER['REQUEST_URI'], $_COOKIE[ LOGGED_IN_COOKIE ] );
		set_current_screen( 'front' );
		unload_textdomain( 'default' );
		load_default_textdomain();
		parent::tear_down();
	}

	/**
	 * The locale of these tests.
	 */
	public function zh_cn(): string {
		return 'zh_CN';
	}

	/**
	 * Loads core's catalogue as WordPress does, with the catalogue under test hooked.
	 */
	private function load_core_catalogue(): CoreTranslations {
		$translations = new CoreTranslations( $this->folder );
		$translations->register();
		unload_textdomain( 'default' );
		load_default_textdomain( 'zh_CN' );
		remove_action( 'load_textdomain', array( $translations, 'before_core' ) );
		remove_filter( 'pre_load_script_translations', array( $translations, 'script_translations' ) );
		return $translations;
	}

	public function test_in_wp_admin_the_projects_entries_win_over_the_old_core_catalogue(): void {
		if ( ! is_readable( WP_LANG_DIR . '/zh_CN.mo' ) ) {
			$this->markTestSkipped( 'No zh_CN core catalogue in ' . WP_LANG_DIR . '.' );
		}
		set_current_screen( 'dashboard' );
		$this->assertTrue( is_admin() && CoreTranslations::applies(), 'wp-admin' );
		$this->load_core_catalogue();

		$this->assertSame( '退出登录（项目）', __( 'Log Out', 'default' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- core's own string.
		// What the project does not translate still comes from core's catalogue.
		$this->assertSame( '仪表盘', __( 'Dashboard', 'default' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- core's own string.
	}

	public function test_a_visitors_page_does_not_load_it(): void {
		set_current_screen( 'front' );
		$this->load_core_catalogue();

		$this->assertNotSame( '退出登录（项目）', __( 'Log Out', 'default' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- core's own string.
	}

	public function test_it_applies_to_core_rest_routes_for_someone_logged_in_only(): void {
		set_current_screen( 'front' );
		$_SERVER['REQUEST_URI'] = '/wp-json/wp/v2/types/post?context=edit';
		$this->assertFalse( CoreTranslations::applies() );

		$_COOKIE[ LOGGED_IN_COOKIE ] = 'someone|1|token|hash';
		$this->assertTrue( CoreTranslations::applies() );
		$this->assertSame( 0, get_current_user_id(), 'the user is not worked out before REST does it' );

		$_SERVER['REQUEST_URI'] = '/wp-json/api/articles';
		$this->assertFalse( CoreTranslations::applies() );
	}

	public function test_script_translations_are_the_projects_or_fill_the_language_packs(): void {
		$translations = new CoreTranslations( $this->folder );

		// Offline: no pack file, the project's data.
		$alone = json_decode( (string) $translations->script_translations( null, false, 'wp-editor', 'default' ), true );
		$this->assertSame( array( '发布' ), $alone['locale_data']['messages']['Publish'] );

		// With a pack's file: its entries first, the project's fill what it lacks.
		$pack = $this->folder . '/pack.json';
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's fixture.
			$pack,
			(string) wp_json_encode(
				array(
					'domain'      => 'messages',
					'locale_data' => array(
						'messages' => array(
							''        => array( 'domain' => 'messages' ),
							'Publish' => array( '发布（语言包）' ),
						),
					),
				)
			)
		);
		$merged = json_decode( (string) $translations->script_translations( null, $pack, 'wp-editor', 'default' ), true );
		$this->assertSame( array( '发布（语言包）' ), $merged['locale_data']['messages']['Publish'] );
		$this->assertSame( array( '保存草稿' ), $merged['locale_data']['messages']['Save draft'] );

		// Other handles, other domains and answers already chosen are left alone.
		$this->assertNull( $translations->script_translations( null, false, 'wp-components', 'default' ) );
		$this->assertNull( $translations->script_translations( null, false, 'wp-editor', 'mvc-core' ) );
		$this->assertSame( 'chosen', $translations->script_translations( 'chosen', false, 'wp-editor', 'default' ) );
	}

	public function test_core_language_packs_are_kept_updated(): void {
		$this->assertTrue( CoreTranslations::update_core_language_pack( false, (object) array( 'type' => 'core' ) ) );
		$this->assertFalse( CoreTranslations::update_core_language_pack( false, (object) array( 'type' => 'plugin' ) ) );
	}
}
