<?php
/**
 * The operators' settings page.
 *
 * @package Mvc
 */

namespace Mvc\Admin;

use Mvc\Module;
use Mvc\Settings;

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
	}

	/**
	 * The menu entry under Settings.
	 */
	public function menu(): void {
		add_options_page(
			__( 'Site settings', 'mvc' ),
			__( 'Site settings', 'mvc' ),
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

		add_settings_section( 'mvc_ids', __( 'Categories and tags', 'mvc' ), array( $this, 'ids_intro' ), self::SLUG );
		add_settings_section( 'mvc_footer', __( 'Footer', 'mvc' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_links', __( 'External links', 'mvc' ), '__return_false', self::SLUG );

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
		$ids_help = __( 'Term ids, separated by commas.', 'mvc' );
		return array(
			'category_research_news'       => array(
				'label'   => __( 'Research news category id', 'mvc' ),
				'section' => 'mvc_ids',
			),
			'category_industry_news'       => array(
				'label'   => __( 'Industry news category id', 'mvc' ),
				'section' => 'mvc_ids',
			),
			'category_call_for_papers'     => array(
				'label'   => __( 'Call for papers category id', 'mvc' ),
				'section' => 'mvc_ids',
			),
			'category_past_special_issues' => array(
				'label'   => __( 'Past special issues category id', 'mvc' ),
				'section' => 'mvc_ids',
			),
			'research_news_tags'           => array(
				'label'   => __( 'Research news tabs', 'mvc' ),
				'section' => 'mvc_ids',
				'help'    => __( 'Up to 9 tag ids, separated by commas, shown as tabs after "All articles".', 'mvc' ),
			),
			'industry_news_tabs'           => array(
				'label'   => __( 'Industry news tabs', 'mvc' ),
				'section' => 'mvc_ids',
				'help'    => __( 'One group of tag ids per tab, groups separated by semicolons, ids by commas; tab 1 first.', 'mvc' ),
			),
			'journal_filter_tags'          => array(
				'label'   => __( 'Journal categories', 'mvc' ),
				'section' => 'mvc_ids',
				'help'    => $ids_help . ' ' . __( '0 stands for all journals.', 'mvc' ),
			),
			'icp_text'                     => array(
				'label'   => __( 'ICP filing number', 'mvc' ),
				'section' => 'mvc_footer',
			),
			'icp_url'                      => array(
				'label'   => __( 'ICP filing link', 'mvc' ),
				'section' => 'mvc_footer',
			),
			'follow_qr_image_id'           => array(
				'label'   => __( 'Follow-us QR code image', 'mvc' ),
				'section' => 'mvc_footer',
				'help'    => __( 'Attachment id of the image in the media library; 0 shows the bundled placeholder.', 'mvc' ),
			),
			'consent_button_class'         => array(
				'label'   => __( 'Cookie consent button class', 'mvc' ),
				'section' => 'mvc_footer',
				'help'    => __( 'The class the consent widget binds its settings dialog to.', 'mvc' ),
			),
			'privacy_url'                  => array(
				'label'   => __( 'Privacy policy', 'mvc' ),
				'section' => 'mvc_links',
			),
			'terms_url'                    => array(
				'label'   => __( 'Terms of use', 'mvc' ),
				'section' => 'mvc_links',
			),
			'guest_editor_apply_url'       => array(
				'label'   => __( 'Guest editor application', 'mvc' ),
				'section' => 'mvc_links',
			),
			'editing_services_url'         => array(
				'label'   => __( 'Editing services', 'mvc' ),
				'section' => 'mvc_links',
			),
		);
	}

	/**
	 * Text above the id fields.
	 */
	public function ids_intro(): void {
		echo '<p>' . esc_html__( 'The pages find their articles through these ids. Change them only when the terms in Posts > Categories and Posts > Tags change.', 'mvc' ) . '</p>';
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
		$type = str_ends_with( $args['key'], '_url' ) ? 'url' : 'text';
		printf(
			'<input type="%1$s" class="regular-text" id="%2$s" name="%3$s[%4$s]" value="%5$s" />',
			esc_attr( $type ),
			esc_attr( $args['label_for'] ),
			esc_attr( Settings::OPTION ),
			esc_attr( $args['key'] ),
			esc_attr( (string) $value )
		);
		if ( '' !== $args['help'] ) {
			echo '<p class="description">' . esc_html( $args['help'] ) . '</p>';
		}
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
