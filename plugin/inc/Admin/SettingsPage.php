<?php
/**
 * The operators' settings page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Member\WeChat\Config as WeChatConfig;
use Mvc\Core\Module;
use Mvc\Core\Settings;

/**
 * Settings > Site settings: the category and tag ids the pages use, the footer's filing number,
 * QR code and links, and the external links. Stored in one option through the Settings API, so
 * WordPress checks the nonce and the capability; Settings::sanitize() keeps only known keys.
 */
final class SettingsPage implements Module {

	public const SLUG = 'mvc-settings';

	public const GROUP = 'mvc_settings_group';

	/**
	 * Applies in wp-admin, and to the REST and options requests that save settings.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_init', array( $this, 'settings' ) );
		add_action( 'admin_notices', array( $this, 'empty_settings_notice' ) );
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
		$fields = $this->fields();
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
	 * The setting, its sections and fields.
	 */
	public function settings(): void {
		register_setting(
			self::GROUP,
			Settings::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => static fn( $value ): array => Settings::sanitize( is_array( $value ) ? $value : array() ),
				'default'           => Settings::defaults(),
				'show_in_rest'      => false,
			)
		);

		add_settings_section( 'mvc_ids', __( 'Categories and tags', 'mvc-core' ), array( $this, 'ids_intro' ), self::SLUG );
		add_settings_section( 'mvc_footer', __( 'Footer', 'mvc-core' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_links', __( 'External links', 'mvc-core' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_submissions', __( 'Submissions', 'mvc-core' ), '__return_false', self::SLUG );

		register_setting(
			self::GROUP,
			WeChatConfig::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $this, 'sanitize_wechat' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'mvc_wechat', __( 'WeChat login', 'mvc-core' ), array( $this, 'wechat_intro' ), self::SLUG );
		foreach ( WeChatConfig::ENVIRONMENTS as $environment ) {
			add_settings_field( 'mvc_wechat_' . $environment, esc_html( $environment ), array( $this, 'wechat_field' ), self::SLUG, 'mvc_wechat', array( 'environment' => $environment ) );
		}

		foreach ( $this->fields() as $key => $field ) {
			add_settings_field(
				'mvc_' . $key,
				$field['label'],
				array( $this, 'field' ),
				self::SLUG,
				$field['section'],
				array(
					'key'       => $key,
					'label_for' => 'mvc_' . $key,
					'help'      => $field['help'] ?? '',
				)
			);
		}
	}

	/**
	 * The fields: key => label, section and help.
	 *
	 * @return array<string, array{label: string, section: string, help?: string}>
	 */
	private function fields(): array {
		$ids_help = __( 'Term ids, separated by commas.', 'mvc-core' );
		return array(
			'category_research_news'       => array(
				'label'   => __( 'Research news category id', 'mvc-core' ),
				'section' => 'mvc_ids',
			),
			'category_industry_news'       => array(
				'label'   => __( 'Industry news category id', 'mvc-core' ),
				'section' => 'mvc_ids',
			),
			'category_call_for_papers'     => array(
				'label'   => __( 'Call for papers category id', 'mvc-core' ),
				'section' => 'mvc_ids',
			),
			'category_past_special_issues' => array(
				'label'   => __( 'Past special issues category id', 'mvc-core' ),
				'section' => 'mvc_ids',
			),
			'research_news_tags'           => array(
				'label'   => __( 'Research news tabs', 'mvc-core' ),
				'section' => 'mvc_ids',
				'help'    => __( 'Up to 9 tag ids, separated by commas, shown as tabs after "All articles".', 'mvc-core' ),
			),
			'industry_news_tabs'           => array(
				'label'   => __( 'Industry news tabs', 'mvc-core' ),
				'section' => 'mvc_ids',
				'help'    => __( 'One group of tag ids per tab, groups separated by semicolons, ids by commas; tab 1 first.', 'mvc-core' ),
			),
			'journal_filter_tags'          => array(
				'label'   => __( 'Journal categories', 'mvc-core' ),
				'section' => 'mvc_ids',
				'help'    => $ids_help . ' ' . __( '0 stands for all journals.', 'mvc-core' ),
			),
			'icp_text'                     => array(
				'label'   => __( 'ICP filing number', 'mvc-core' ),
				'section' => 'mvc_footer',
			),
			'icp_url'                      => array(
				'label'   => __( 'ICP filing link', 'mvc-core' ),
				'section' => 'mvc_footer',
			),
			'follow_qr_image_id'           => array(
				'label'   => __( 'Follow-us QR code image', 'mvc-core' ),
				'section' => 'mvc_footer',
				'help'    => __( 'Attachment id of the image in the media library; 0 shows no "Follow us" item.', 'mvc-core' ),
			),
			'privacy_url'                  => array(
				'label'   => __( 'Privacy policy', 'mvc-core' ),
				'section' => 'mvc_links',
			),
			'terms_url'                    => array(
				'label'   => __( 'Terms of use', 'mvc-core' ),
				'section' => 'mvc_links',
			),
			'guest_editor_apply_url'       => array(
				'label'   => __( 'Guest editor application', 'mvc-core' ),
				'section' => 'mvc_links',
				'help'    => __( 'While it is empty, "Apply now" leads to the contact page.', 'mvc-core' ),
			),
			'editing_services_url'         => array(
				'label'   => __( 'Editing services', 'mvc-core' ),
				'section' => 'mvc_links',
			),
			'submission_notify_email'      => array(
				'label'   => __( 'Notify about submissions', 'mvc-core' ),
				'section' => 'mvc_submissions',
				'help'    => __( 'The address that is told about each contact message and journal question. While it is empty, the site\'s administration e-mail address is used.', 'mvc-core' ),
			),
			'submission_retention_days'    => array(
				'label'   => __( 'Keep submissions for (days)', 'mvc-core' ),
				'section' => 'mvc_submissions',
				'help'    => __( 'Submissions hold personal data: they are deleted for good this many days after they arrived (at least 1). A daily job deletes them.', 'mvc-core' ),
			),
		);
	}

	/**
	 * Text above the id fields.
	 */
	public function ids_intro(): void {
		echo '<p>' . esc_html__( 'The pages find their articles through these ids. Change them only when the terms in Posts > Categories and Posts > Tags change.', 'mvc-core' ) . '</p>';
	}

	/**
	 * One input.
	 *
	 * @param array{key: string, label_for: string, help: string} $args Field arguments.
	 */
	public function field( array $args ): void {
		$value = Settings::get( $args['key'] );
		if ( is_array( $value ) ) {
			$value = implode(
				str_ends_with( $args['key'], '_tabs' ) ? '; ' : ', ',
				array_map( static fn( $item ): string => is_array( $item ) ? implode( ', ', $item ) : (string) $item, $value )
			);
		}
		$types = array(
			'_url'   => 'url',
			'_email' => 'email',
			'_days'  => 'number',
		);
		$type  = 'text';
		foreach ( $types as $suffix => $input_type ) {
			$type = str_ends_with( $args['key'], $suffix ) ? $input_type : $type;
		}
		printf(
			'<input type="%1$s" class="%6$s" id="%2$s" name="%3$s[%4$s]" value="%5$s"%7$s />',
			esc_attr( $type ),
			esc_attr( $args['label_for'] ),
			esc_attr( Settings::OPTION ),
			esc_attr( $args['key'] ),
			esc_attr( (string) $value ),
			esc_attr( 'number' === $type ? 'small-text' : 'regular-text' ),
			'number' === $type ? ' min="1" step="1"' : '' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attributes.
		);
		if ( '' !== $args['help'] ) {
			echo '<p class="description">' . esc_html( $args['help'] ) . '</p>';
		}
	}

	/**
	 * Text above the WeChat fields.
	 */
	public function wechat_intro(): void {
		printf(
			'<p>%s</p>',
			esc_html(
				sprintf(
					/* translators: %s: the environment this site runs as. */
					__( 'Each environment has the provider hosts, the website app (QR login) and the official-account app (login inside WeChat). This site runs as: %s. Secrets are never shown again; leave a secret empty to keep it.', 'mvc-core' ),
					WeChatConfig::environment()
				)
			)
		);
	}

	/**
	 * The inputs of one environment.
	 *
	 * @param array{environment: string} $args Field arguments.
	 */
	public function wechat_field( array $args ): void {
		$environment = $args['environment'];
		$values      = WeChatConfig::all()[ $environment ];
		$labels      = array(
			'open_host'    => __( 'Authorisation host', 'mvc-core' ),
			'api_host'     => __( 'API host', 'mvc-core' ),
			'web_app_id'   => __( 'Website app id', 'mvc-core' ),
			'web_secret'   => __( 'Website app secret', 'mvc-core' ),
			'inapp_app_id' => __( 'Official account app id', 'mvc-core' ),
			'inapp_secret' => __( 'Official account app secret', 'mvc-core' ),
		);
		echo '<fieldset>';
		foreach ( $labels as $key => $label ) {
			$id     = 'mvc-wechat-' . $environment . '-' . $key;
			$secret = str_ends_with( $key, '_secret' );
			printf(
				'<p><label for="%1$s">%2$s</label><br /><input type="%3$s" class="regular-text" id="%1$s" name="%4$s[%5$s][%6$s]" value="%7$s" placeholder="%8$s" autocomplete="%9$s" /></p>',
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( $secret ? 'password' : 'text' ),
				esc_attr( WeChatConfig::OPTION ),
				esc_attr( $environment ),
				esc_attr( $key ),
				esc_attr( $secret ? '' : $values[ $key ] ),
				esc_attr( $secret && '' !== $values[ $key ] ? __( 'Saved (leave empty to keep)', 'mvc-core' ) : '' ),
				// Browsers ignore "off" on password inputs and would fill in the admin's own password.
				esc_attr( $secret ? 'new-password' : 'off' )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * Cleans the submitted WeChat settings; an empty secret keeps the stored one.
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string, array<string, string>>
	 */
	public function sanitize_wechat( $value ): array {
		$input  = is_array( $value ) ? $value : array();
		$stored = WeChatConfig::all();
		foreach ( WeChatConfig::ENVIRONMENTS as $environment ) {
			if ( ! isset( $input[ $environment ] ) || ! is_array( $input[ $environment ] ) ) {
				$input[ $environment ] = array();
			}
			foreach ( array( 'web_secret', 'inapp_secret' ) as $key ) {
				$given = $input[ $environment ][ $key ] ?? '';
				if ( ! is_string( $given ) || '' === trim( $given ) ) {
					$input[ $environment ][ $key ] = $stored[ $environment ][ $key ];
				}
			}
		}
		return WeChatConfig::sanitize( $input );
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
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
