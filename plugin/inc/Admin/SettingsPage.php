<?php
/**
 * The operators' settings page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Admin\SiteSettings\Fields;
use Mvc\Core\Admin\SiteSettings\FormValues;
use Mvc\Core\Admin\SiteSettings\Inputs;
use Mvc\Core\Admin\SiteSettings\BaiduSection;
use Mvc\Core\Admin\SiteSettings\WeChatSection;
use Mvc\Core\Content\SettingLinks;
use Mvc\Core\Member\WeChat\Config as WeChatConfig;
use Mvc\Core\Module;
use Mvc\Core\Plugin;
use Mvc\Core\Settings;
use Mvc\Core\Syndication\Baidu\Config as BaiduConfig;

/**
 * Registers 设置 > 站点设置, its setting and sections; the fields, their inputs, the form's values and
 * the WeChat section are the parts in Admin/SiteSettings/. One option through the Settings API, so
 * WordPress checks the nonce and the capability (manage_options). The form speaks names (tags by name,
 * categories from a list): FormValues::from_form() turns them into ids and says in Chinese what it
 * could not use, keeping the old value. The script editor/settings makes token fields and opens the
 * media library; without it the inputs still take names. See docs/operators.md, "Site settings".
 */
final class SettingsPage implements Module {

	public const SLUG = 'mvc-settings';

	public const GROUP = 'mvc_settings_group';

	/**
	 * The admin script's handle and its build folder.
	 */
	public const HANDLE = 'mvc-settings-editor';

	private const BUILD = 'build/editor/settings/';

	/**
	 * The hidden field that marks a post of this page's form (names, not the stored ids).
	 */
	public const FORM_MARK = '_form';

	/**
	 * Every request: menu items that take their address from a setting; in wp-admin, the page.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		SettingLinks::register();
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_init', array( Settings::class, 'upgrade' ), 5 );
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'settings' ) );
		add_action( 'admin_notices', array( $this, 'empty_settings_notice' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * On the dashboard and this page, tells operators which of the site's public facts are still
	 * empty (the footer and the login popup show nothing for them).
	 */
	public function empty_settings_notice(): void {
		$screen = get_current_screen();
		if ( ! current_user_can( 'manage_options' ) || ! $screen || ! in_array( $screen->id, array( 'dashboard', 'settings_page_' . self::SLUG ), true ) ) {
			return;
		}
		$empty = Settings::empty_public_facts();
		if ( ! $empty ) {
			return;
		}
		$fields = Fields::all();
		$labels = array_map( static fn( string $key ): string => (string) ( $fields[ $key ]['label'] ?? $key ), $empty );
		printf(
			'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
			/* translators: %s: the names of the empty settings, separated by the list separator. */
			esc_html( sprintf( __( 'These settings are still empty, so the site does not show them: %s.', 'mvc-core' ), implode( wp_get_list_item_separator(), $labels ) ) ),
			esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
			esc_html__( 'Fill them in', 'mvc-core' )
		);
	}

	/**
	 * The menu entry under Settings.
	 */
	public function menu(): void {
		add_options_page(
			__( 'Site settings', 'mvc-core' ),
			__( 'Site settings', 'mvc-core' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * On this page only: the media library and the token fields (admin-only script; the reader
	 * never loads it).
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		if ( ! is_readable( Plugin::path( self::BUILD . 'index.asset.php' ) ) ) {
			return;
		}
		wp_enqueue_media();
		wp_enqueue_style( 'wp-components' );
		// The table row names each token field; its own label is for screen readers only.
		wp_add_inline_style( 'wp-components', '.mvc-settings-token{max-width:40em}.mvc-settings-token .components-form-token-field__label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}.mvc-settings-image__img{display:block;width:150px;height:auto;border:1px solid #c3c4c7}' );
		EditorScript::enqueue( self::HANDLE, self::BUILD, array( 'wp-components', 'wp-element', 'wp-api-fetch', 'wp-i18n', 'media-editor' ) );
	}

	/**
	 * `wp_default_autoload_value`: the options holding secrets (the WeChat keys, the Baidu token),
	 * first written by this form, are not autoloaded, so they are read only where used and never
	 * ride in the all-options cache.
	 *
	 * @param mixed  $autoload WordPress's choice (null: none yet).
	 * @param string $option   The option.
	 * @return mixed
	 */
	public static function secrets_not_autoloaded( $autoload, $option ) {
		return in_array( $option, array( WeChatConfig::OPTION, BaiduConfig::OPTION ), true ) ? false : $autoload;
	}

	/**
	 * The setting, its sections and fields.
	 */
	public function settings(): void {
		$inputs = new Inputs();
		$wechat = new WeChatSection();
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => Settings::defaults(),
				'show_in_rest'      => false,
			)
		);

		add_settings_section( 'mvc_ids', __( 'Categories and tags', 'mvc-core' ), array( $inputs, 'ids_intro' ), self::SLUG );
		add_settings_section( 'mvc_footer', __( 'Footer', 'mvc-core' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_contact', __( 'Contact page', 'mvc-core' ), array( $inputs, 'contact_intro' ), self::SLUG );
		add_settings_section( 'mvc_links', __( 'External links', 'mvc-core' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_submissions', __( 'Submissions', 'mvc-core' ), '__return_false', self::SLUG );

		register_setting(
			self::GROUP,
			WeChatConfig::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $wechat, 'sanitize_wechat' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'mvc_wechat', __( 'WeChat login', 'mvc-core' ), array( $wechat, 'wechat_intro' ), self::SLUG );
		$current = WeChatConfig::environment();
		foreach ( WeChatConfig::ENVIRONMENTS as $environment ) {
			$label = WeChatSection::environment_names()[ $environment ];
			if ( $environment === $current ) {
				/* translators: %s: the environment's name. */
				$label = sprintf( __( '%s — used by this site', 'mvc-core' ), $label );
			}
			add_settings_field( 'mvc_wechat_' . $environment, esc_html( $label ), array( $wechat, 'wechat_field' ), self::SLUG, 'mvc_wechat', array( 'environment' => $environment ) );
		}

		( new BaiduSection() )->register( self::GROUP, self::SLUG );
		add_filter( 'wp_default_autoload_value', array( self::class, 'secrets_not_autoloaded' ), 10, 2 );

		foreach ( Fields::all() as $key => $field ) {
			$grouped = in_array( $field['type'], array( 'image', 'tag_groups' ), true );
			add_settings_field(
				'mvc_' . $key,
				$field['label'],
				array( $inputs, 'field' ),
				self::SLUG,
				$field['section'],
				array(
					'key'       => $key,
					'type'      => $field['type'],
					'label'     => $field['label'],
					'label_for' => $grouped ? '' : 'mvc_' . $key,
					'help'      => $field['help'] ?? '',
				)
			);
		}
	}

	/**
	 * `sanitize_option_mvc_settings`: a post of this page's form is read by FormValues::from_form(); every
	 * value, whoever stores it, is then kept to the known keys and types.
	 *
	 * @param mixed $value The submitted or stored value.
	 * @return array<string, mixed>
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		if ( isset( $value[ self::FORM_MARK ] ) ) {
			$value = FormValues::from_form( $value );
		}
		return Settings::sanitize( $value );
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
		settings_fields( self::GROUP );
		printf( '<input type="hidden" name="%s" value="1" />', esc_attr( Settings::OPTION . '[' . self::FORM_MARK . ']' ) );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
