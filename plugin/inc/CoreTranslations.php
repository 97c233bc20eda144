<?php
/**
 * The project's own translations of WordPress core's strings, for the operators' screens.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * Adds the project's catalogue of the operators' daily core strings (languages/core/*.po, compiled by
 * bin/i18n-core.mjs into plugin/languages/core/) to the text domain `default`, PHP strings and core's
 * script handles alike. WordPress.org's zh_CN language pack stays the first source; offline (the local
 * stack, CI, a server without access) the only core catalogue is Debian's wordpress-l10n of WordPress
 * 4.5, without the block editor's scripts. So with an old catalogue ours wins, and with a current pack
 * it only fills the pack's gaps. Never loaded for a visitor's page. See docs/features/translations.md,
 * "WordPress core in Chinese".
 */
final class CoreTranslations {

	/**
	 * Whether the project's catalogue is being loaded (load_textdomain() runs the hook again).
	 *
	 * @var bool
	 */
	private bool $loading = false;

	/**
	 * Folder of the compiled catalogue.
	 *
	 * @var string
	 */
	private string $folder;

	/**
	 * The catalogue's folder: plugin/languages/core by default (tests give their own).
	 *
	 * @param string $folder Folder of default-<locale>.mo/.l10n.php and default-<locale>-<handle>.json.
	 */
	public function __construct( string $folder = '' ) {
		$this->folder = '' === $folder ? I18n::path() . '/core' : $folder;
	}

	/**
	 * Adds the hooks (none does any work on a visitor's page).
	 */
	public function register(): void {
		add_action( 'load_textdomain', array( $this, 'before_core' ), 10, 2 );
		add_action( 'after_setup_theme', array( $this, 'after_core' ), 0 );
		add_action( 'change_locale', array( $this, 'after_core' ) );
		add_filter( 'pre_load_script_translations', array( $this, 'script_translations' ), 10, 4 );
		add_filter( 'auto_update_translation', array( self::class, 'update_core_language_pack' ), 10, 2 );
	}

	/**
	 * `auto_update_translation`: WordPress's automatic updates keep core's language pack current
	 * (the one bin/wp-setup.php installs), whatever another plugin decided for translations.
	 *
	 * @param mixed $update Whether to update.
	 * @param mixed $item   The translation update (type core, theme or plugin).
	 * @return mixed
	 */
	public static function update_core_language_pack( $update, $item ) {
		return is_object( $item ) && isset( $item->type ) && 'core' === $item->type ? true : $update;
	}

	/**
	 * The compiled catalogue's .mo for a locale (WordPress reads the .l10n.php beside it first).
	 *
	 * @param string $locale Locale.
	 */
	public function file( string $locale ): string {
		return $this->folder . '/default-' . $locale . '.mo';
	}

	/**
	 * Whether wp-content/languages has a current language pack for the locale (WordPress 6.5+ packs
	 * bring .l10n.php files; Debian's old catalogue has only .mo files).
	 *
	 * @param string $locale Locale.
	 */
	public static function has_language_pack( string $locale ): bool {
		return is_readable( WP_LANG_DIR . '/' . $locale . '.l10n.php' );
	}

	/**
	 * Whether this request shows core's strings to an operator: wp-admin (and its AJAX), the login
	 * screen, and core's REST routes for someone logged in (the block editor's calls).
	 */
	public static function applies(): bool {
		if ( is_admin() || ( isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'] ) ) {
			return true;
		}
		$uri   = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$route = isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ? sanitize_text_field( wp_unslash( $_GET['rest_route'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to choose a catalogue.
		if ( '' === $route ) {
			$path  = (string) wp_parse_url( $uri, PHP_URL_PATH );
			$start = strpos( $path, '/' . rest_get_url_prefix() . '/' );
			$route = false === $start ? '' : substr( $path, $start + strlen( rest_get_url_prefix() ) + 1 );
		}
		// The logged-in cookie, not is_user_logged_in(): working out the user this early would fix it
		// before REST's own authentication (application passwords) has run.
		return 1 === preg_match( '#^/(wp|wp-block-editor|wp-site-health)/#', $route ) && defined( 'LOGGED_IN_COOKIE' ) && isset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}

	/**
	 * `load_textdomain`: before core's own catalogue of the locale is loaded into `default`, loads
	 * the project's (first loaded wins), unless a current language pack is installed.
	 *
	 * @param string $domain Text domain.
	 * @param string $mofile The file about to be loaded.
	 */
	public function before_core( $domain, $mofile ): void {
		if ( 'default' !== $domain || $this->loading ) {
			return;
		}
		$locale = determine_locale();
		if ( WP_LANG_DIR . '/' . $locale . '.mo' === $mofile && self::applies() && ! self::has_language_pack( $locale ) ) {
			// A reload (load_default_textdomain() again, switch_to_locale()) keeps core's files of the
			// locale loaded: forget them, so that they come again after the project's.
			\WP_Translation_Controller::get_instance()->unload_textdomain( 'default', $locale );
			$this->load( $locale );
		}
	}

	/**
	 * After core's catalogue is loaded (the theme is set up, or the locale switched): with a current
	 * language pack, the project's catalogue fills its gaps.
	 */
	public function after_core(): void {
		$locale = determine_locale();
		if ( self::applies() && self::has_language_pack( $locale ) ) {
			$this->load( $locale );
		}
	}

	/**
	 * Loads the catalogue of a locale into `default`, where it applies and exists.
	 *
	 * @param string $locale Locale.
	 */
	private function load( string $locale ): void {
		$file = $this->file( $locale );
		if ( ! is_readable( $file ) && ! is_readable( substr( $file, 0, -3 ) . '.l10n.php' ) ) {
			return;
		}
		$this->loading = true;
		load_textdomain( 'default', $file, $locale );
		$this->loading = false;
	}

	/**
	 * `pre_load_script_translations`: a core script's translations, the language pack's file (when
	 * there is one) merged with the project's (which fills its gaps, or is all there is).
	 *
	 * @param string|false|null $translations Translations so far (null: none chosen).
	 * @param string|false      $file         The file WordPress is about to read.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null
	 */
	public function script_translations( $translations, $file, $handle, $domain ) {
		if ( null !== $translations || 'default' !== $domain ) {
			return $translations;
		}
		$ours = $this->folder . '/default-' . determine_locale() . '-' . $handle . '.json';
		if ( ! is_readable( $ours ) ) {
			return $translations;
		}
		$project = json_decode( (string) file_get_contents( $ours ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$pack    = is_string( $file ) && is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_array( $project ) ) {
			return $translations;
		}
		if ( is_array( $pack ) && isset( $pack['locale_data']['messages'] ) && is_array( $pack['locale_data']['messages'] ) ) {
			// The pack's own entries first; the project's fill what it lacks.
			$pack['locale_data']['messages'] += (array) ( $project['locale_data']['messages'] ?? array() );
			return (string) wp_json_encode( $pack );
		}
		return (string) wp_json_encode( $project );
	}
}
