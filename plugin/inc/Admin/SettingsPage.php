<?php
/**
 * The operators' settings page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Content\SettingLinks;
use Mvc\Core\Member\WeChat\Config as WeChatConfig;
use Mvc\Core\Module;
use Mvc\Core\Plugin;
use Mvc\Core\Settings;

/**
 * Settings > Site settings (站点设置): the categories and tags the pages use, chosen by name; the
 * footer's filing number, QR code (from the media library) and copyright holder; the contact
 * page's address; the external links (the editing-services one feeds the header menu through
 * Content\SettingLinks); the WeChat keys of each environment.
 *
 * Stored in one option through the Settings API, so WordPress checks the nonce and the capability
 * (manage_options: administrators only). The form speaks names (tags by name, categories from a
 * list); from_form() turns them into the ids the option keeps, says in Chinese what it could not
 * use (keeping the old value of that field), and Settings::sanitize() keeps only known keys. The
 * admin script editor/settings (handle mvc-settings-editor) turns the tag inputs into token fields
 * fed by the REST tag search and opens the media library for images; without it the inputs still
 * take names.
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
	 * Rows for new tabs the form offers under the industry-news tabs.
	 */
	private const NEW_TAB_ROWS = 2;

	/**
	 * The most research-news tabs (besides 全部文章).
	 */
	private const RESEARCH_TABS = 9;

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
	 * The setting, its sections and fields.
	 */
	public function settings(): void {
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

		add_settings_section( 'mvc_ids', __( 'Categories and tags', 'mvc-core' ), array( $this, 'ids_intro' ), self::SLUG );
		add_settings_section( 'mvc_footer', __( 'Footer', 'mvc-core' ), '__return_false', self::SLUG );
		add_settings_section( 'mvc_contact', __( 'Contact page', 'mvc-core' ), array( $this, 'contact_intro' ), self::SLUG );
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
		$current = WeChatConfig::environment();
		foreach ( WeChatConfig::ENVIRONMENTS as $environment ) {
			$label = self::environment_names()[ $environment ];
			if ( $environment === $current ) {
				/* translators: %s: the environment's name. */
				$label = sprintf( __( '%s — used by this site', 'mvc-core' ), $label );
			}
			add_settings_field( 'mvc_wechat_' . $environment, esc_html( $label ), array( $this, 'wechat_field' ), self::SLUG, 'mvc_wechat', array( 'environment' => $environment ) );
		}

		foreach ( $this->fields() as $key => $field ) {
			$grouped = in_array( $field['type'], array( 'image', 'tag_groups' ), true );
			add_settings_field(
				'mvc_' . $key,
				$field['label'],
				array( $this, 'field' ),
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
	 * The environments' names, in Chinese on a Chinese site.
	 *
	 * @return array<string, string>
	 */
	public static function environment_names(): array {
		return array(
			'dev'  => __( 'Development (dev)', 'mvc-core' ),
			'qa'   => __( 'Testing (qa)', 'mvc-core' ),
			'uat'  => __( 'Acceptance (uat)', 'mvc-core' ),
			'prod' => __( 'Production (prod)', 'mvc-core' ),
		);
	}

	/**
	 * The fields: key => label, type, section and help. Types: category (a list of the site's
	 * categories), tags (tag names), tag_groups (one tag-name list per tab), image (from the media
	 * library), url, email, number, text.
	 *
	 * @return array<string, array{label: string, type: string, section: string, help?: string}>
	 */
	private function fields(): array {
		return array(
			'category_research_news'       => array(
				'label'   => __( 'Research news category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_industry_news'       => array(
				'label'   => __( 'Industry news category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_call_for_papers'     => array(
				'label'   => __( 'Call for papers category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'category_past_special_issues' => array(
				'label'   => __( 'Past special issues category', 'mvc-core' ),
				'type'    => 'category',
				'section' => 'mvc_ids',
			),
			'research_news_tags'           => array(
				'label'   => __( 'Research news tabs', 'mvc-core' ),
				'type'    => 'tags',
				'section' => 'mvc_ids',
				'help'    => __( 'Up to 9 tags, shown as tabs after "All articles" in this order. Type a tag\'s name and choose it from the list.', 'mvc-core' ),
			),
			'industry_news_tabs'           => array(
				'label'   => __( 'Industry news tabs', 'mvc-core' ),
				'type'    => 'tag_groups',
				'section' => 'mvc_ids',
				'help'    => __( 'One row per tab, tab 1 first: the tab lists the articles of any of its tags and is named after its first tag. Leave a row empty to remove its tab.', 'mvc-core' ),
			),
			'journal_filter_tags'          => array(
				'label'   => __( 'Journal categories', 'mvc-core' ),
				'type'    => 'tags',
				'section' => 'mvc_ids',
				'help'    => __( 'The tags /journals offers as categories, in this order; "All journals" always comes first.', 'mvc-core' ),
			),
			'icp_text'                     => array(
				'label'   => __( 'ICP filing number', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_footer',
			),
			'icp_url'                      => array(
				'label'   => __( 'ICP filing link', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_footer',
			),
			'follow_qr_image_id'           => array(
				'label'   => __( 'Follow-us QR code image', 'mvc-core' ),
				'type'    => 'image',
				'section' => 'mvc_footer',
				'help'    => __( 'The QR code of the WeChat official account, shown when a visitor points at "Follow us". Without an image the footer has no "Follow us".', 'mvc-core' ),
			),
			'copyright_holder'             => array(
				'label'   => __( 'Copyright holder', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_footer',
				'help'    => __( 'Named in the footer\'s copyright line. While it is empty, the site title (Settings > General) is named.', 'mvc-core' ),
			),
			'contact_recipient'            => array(
				'label'   => __( 'Recipient', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
				'help'    => __( 'Who letters go to, such as the editorial office.', 'mvc-core' ),
			),
			'contact_address'              => array(
				'label'   => __( 'Postal address', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
				'help'    => __( 'While it is empty, the contact page shows no postal address.', 'mvc-core' ),
			),
			'contact_postcode'             => array(
				'label'   => __( 'Postcode', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
			),
			'contact_phone'                => array(
				'label'   => __( 'Telephone', 'mvc-core' ),
				'type'    => 'text',
				'section' => 'mvc_contact',
			),
			'contact_email'                => array(
				'label'   => __( 'E-mail address', 'mvc-core' ),
				'type'    => 'email',
				'section' => 'mvc_contact',
				'help'    => __( 'Shown on the contact page for visitors who would rather write an e-mail.', 'mvc-core' ),
			),
			'privacy_url'                  => array(
				'label'   => __( 'Privacy policy', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
			),
			'terms_url'                    => array(
				'label'   => __( 'Terms of use', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
			),
			'guest_editor_apply_url'       => array(
				'label'   => __( 'Guest editor application', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
				'help'    => __( 'While it is empty, "Apply now" leads to the contact page.', 'mvc-core' ),
			),
			'editing_services_url'         => array(
				'label'   => __( 'Editing services', 'mvc-core' ),
				'type'    => 'url',
				'section' => 'mvc_links',
				'help'    => __( 'The header menu\'s editing-services item links here, in a new tab; while it is empty the item is not shown. In Appearance > Menus, a menu item takes this address when its "Address from Settings > Site settings" is "Editing services".', 'mvc-core' ),
			),
			'submission_notify_email'      => array(
				'label'   => __( 'Notify about submissions', 'mvc-core' ),
				'type'    => 'email',
				'section' => 'mvc_submissions',
				'help'    => __( 'The address that is told about each contact message and journal question. While it is empty, the site\'s administration e-mail address is used.', 'mvc-core' ),
			),
			'submission_retention_days'    => array(
				'label'   => __( 'Keep submissions for (days)', 'mvc-core' ),
				'type'    => 'number',
				'section' => 'mvc_submissions',
				'help'    => __( 'Submissions hold personal data: they are deleted for good this many days after they arrived (at least 1). A daily job deletes them.', 'mvc-core' ),
			),
		);
	}

	/**
	 * Text above the category and tag fields.
	 */
	public function ids_intro(): void {
		echo '<p>' . esc_html__( 'The pages find their articles through these categories and tags (Posts > Categories, Posts > Tags). Renaming a tag keeps it chosen here.', 'mvc-core' ) . '</p>';
	}

	/**
	 * Text above the contact fields.
	 */
	public function contact_intro(): void {
		echo '<p>' . esc_html__( 'Shown on the contact page (/contact), each only once it is filled in.', 'mvc-core' ) . '</p>';
	}

	/**
	 * One field.
	 *
	 * @param array{key: string, type: string, label: string, label_for: string, help: string} $args Field arguments.
	 */
	public function field( array $args ): void {
		$key   = $args['key'];
		$value = Settings::get( $key );
		$name  = Settings::OPTION . '[' . $key . ']';
		$id    = 'mvc_' . $key;
		switch ( $args['type'] ) {
			case 'category':
				self::category_field( $name, $id, is_int( $value ) ? $value : 0 );
				break;
			case 'tags':
				$ids = is_array( $value ) ? array_map( 'intval', $value ) : array();
				self::tags_input( $name, $id, Settings::tag_names( $ids ), 'research_news_tags' === $key ? self::RESEARCH_TABS : 0, $args['label'] );
				break;
			case 'tag_groups':
				self::tag_groups_field( $name, $id, is_array( $value ) ? $value : array(), $args['label'] );
				break;
			case 'image':
				self::image_field( $name, $id, is_int( $value ) ? $value : 0, $args['label'] );
				break;
			default:
				$number = 'number' === $args['type'];
				printf(
					'<input type="%1$s" class="%5$s" id="%2$s" name="%3$s" value="%4$s"%6$s />',
					esc_attr( $args['type'] ),
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					esc_attr( $number ? 'small-text' : 'regular-text' ),
					$number ? ' min="1" step="1"' : '' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attributes.
				);
		}//end switch
		if ( '' !== $args['help'] ) {
			echo '<p class="description">' . esc_html( $args['help'] ) . '</p>';
		}
	}

	/**
	 * A list of the site's categories, by name.
	 *
	 * @param string $name  Input name.
	 * @param string $id    Element id.
	 * @param int    $value The chosen category's id.
	 */
	private static function category_field( string $name, string $id, int $value ): void {
		$html = wp_dropdown_categories(
			array(
				'name'              => $name,
				'id'                => $id,
				'selected'          => $value,
				'hide_empty'        => 0,
				'hierarchical'      => 1,
				'orderby'           => 'name',
				'show_option_none'  => __( '— Choose a category —', 'mvc-core' ),
				'option_none_value' => '0',
				'echo'              => 0,
				'class'             => 'regular-text',
			)
		);
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped markup.
		if ( $value > 0 && ! get_term( $value, 'category' ) instanceof \WP_Term ) {
			echo '<p class="description">' . esc_html__( 'The category chosen before no longer exists: choose one.', 'mvc-core' ) . '</p>';
		}
	}

	/**
	 * A text input of tag names, separated by commas, that the admin script makes a token field.
	 *
	 * @param string             $name  Input name.
	 * @param string             $id    Element id.
	 * @param array<int, string> $names The chosen tags' names.
	 * @param int                $max   The most tags (0: any number).
	 * @param string             $label The field's name, for the token field.
	 */
	private static function tags_input( string $name, string $id, array $names, int $max, string $label ): void {
		printf(
			'<input type="text" class="large-text mvc-settings-tags" id="%1$s" name="%2$s" value="%3$s" data-mvc-tags="%4$d" data-mvc-label="%5$s" placeholder="%6$s" />',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( implode( ', ', $names ) ),
			(int) $max,
			esc_attr( $label ),
			esc_attr__( 'Tag names, separated by commas', 'mvc-core' )
		);
	}

	/**
	 * One row of tag names per industry-news tab, and rows for new tabs.
	 *
	 * @param string                      $name   Input name.
	 * @param string                      $id     Element id prefix.
	 * @param array<int, array<int, int>> $groups The tabs' tag ids.
	 * @param string                      $label  The field's name.
	 */
	private static function tag_groups_field( string $name, string $id, array $groups, string $label ): void {
		$rows = array();
		foreach ( $groups as $group ) {
			$names = Settings::tag_names( array_map( 'intval', $group ) );
			if ( $names ) {
				$rows[] = $names;
			}
		}
		for ( $i = 0; $i < self::NEW_TAB_ROWS; $i++ ) {
			$rows[] = array();
		}
		printf( '<fieldset><legend class="screen-reader-text">%s</legend>', esc_html( $label ) );
		foreach ( $rows as $index => $names ) {
			/* translators: %d: the tab's number. */
			$row_label = sprintf( __( 'Tab %d', 'mvc-core' ), $index + 1 );
			printf( '<p class="mvc-settings-tab"><label for="%1$s">%2$s</label><br />', esc_attr( $id . '_' . ( $index + 1 ) ), esc_html( $row_label ) );
			self::tags_input( $name . '[]', $id . '_' . ( $index + 1 ), $names, 0, $row_label );
			echo '</p>';
		}
		echo '</fieldset>';
	}

	/**
	 * An image of the media library: its picture, the attachment kept in a hidden input, and (for
	 * a page without the admin script) a box to remove it. The script adds the buttons that open
	 * the media library.
	 *
	 * @param string $name  Input name.
	 * @param string $id    Element id.
	 * @param int    $value Attachment id.
	 * @param string $label The field's name, for the media library's title.
	 */
	private static function image_field( string $name, string $id, int $value, string $label ): void {
		$image = $value > 0 && wp_attachment_is_image( $value ) ? wp_get_attachment_image( $value, 'thumbnail', false, array( 'class' => 'mvc-settings-image__img' ) ) : '';
		printf(
			'<div class="mvc-settings-image" data-mvc-image="%1$s" data-mvc-label="%2$s"><input type="hidden" id="%1$s" name="%3$s" value="%4$d" /><div class="mvc-settings-image__preview">%5$s</div>',
			esc_attr( $id ),
			esc_attr( $label ),
			esc_attr( $name ),
			'' !== $image ? (int) $value : 0,
			'' !== $image ? $image : '<em>' . esc_html__( 'No image chosen.', 'mvc-core' ) . '</em>' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped markup or an escaped text.
		);
		if ( '' !== $image ) {
			printf(
				'<p class="mvc-settings-image__remove"><label><input type="checkbox" name="%1$s" value="1" /> %2$s</label></p>',
				esc_attr( Settings::OPTION . '[' . self::remove_key( $id ) . ']' ),
				esc_html__( 'Remove this image', 'mvc-core' )
			);
		}
		echo '</div>';
	}

	/**
	 * The form field that asks to remove an image (without the admin script).
	 *
	 * @param string $id The image field's element id (mvc_<key>).
	 */
	private static function remove_key( string $id ): string {
		return substr( $id, 4 ) . '_remove';
	}

	/**
	 * `sanitize_option_mvc_settings`: a post of this page's form is read by from_form(); every
	 * value, whoever stores it, is then kept to the known keys and types.
	 *
	 * @param mixed $value The submitted or stored value.
	 * @return array<string, mixed>
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		if ( isset( $value[ self::FORM_MARK ] ) ) {
			$value = self::from_form( $value );
		}
		return Settings::sanitize( $value );
	}

	/**
	 * The stored values of what the form posted: tag names become ids, categories and images are
	 * checked to exist, addresses to be addresses. A field that cannot be used keeps its stored
	 * value, and the page says why (in Chinese). Only the fields of fields() are read.
	 *
	 * @param array<mixed> $input The form's fields.
	 * @return array<string, mixed>
	 */
	public static function from_form( array $input ): array {
		$page   = new self();
		$stored = Settings::all();
		$clean  = $stored;
		foreach ( $page->fields() as $key => $field ) {
			$label = $field['label'];
			$given = $input[ $key ] ?? null;
			if ( null === $given && 'image' !== $field['type'] ) {
				// Not in the post: the stored value stays.
				continue;
			}
			switch ( $field['type'] ) {
				case 'category':
					$id = is_scalar( $given ) && ctype_digit( (string) $given ) ? (int) $given : -1;
					if ( 0 === $id || ( $id > 0 && get_term( $id, 'category' ) instanceof \WP_Term ) ) {
						$clean[ $key ] = $id;
					} else {
						/* translators: %s: the field's name. */
						self::error( $key, sprintf( __( '%s: choose a category from the list.', 'mvc-core' ), $label ) );
					}
					break;
				case 'tags':
					$found = Settings::tag_ids( is_string( $given ) ? $given : '' );
					if ( $found['unknown'] ) {
						self::unknown_tags( $key, $label, $found['unknown'] );
						break;
					}
					$ids = $found['ids'];
					if ( 'research_news_tags' === $key && count( $ids ) > self::RESEARCH_TABS ) {
						/* translators: 1: the field's name, 2: the most tags. */
						self::error( $key, sprintf( __( '%1$s: at most %2$d tags.', 'mvc-core' ), $label, self::RESEARCH_TABS ) );
						break;
					}
					$clean[ $key ] = 'journal_filter_tags' === $key ? array_merge( array( 0 ), $ids ) : $ids;
					break;
				case 'tag_groups':
					$groups  = array();
					$unknown = array();
					foreach ( is_array( $given ) ? $given : array() as $row ) {
						$found   = Settings::tag_ids( is_string( $row ) ? $row : '' );
						$unknown = array_merge( $unknown, $found['unknown'] );
						if ( $found['ids'] ) {
							$groups[] = $found['ids'];
						}
					}
					if ( $unknown ) {
						self::unknown_tags( $key, $label, $unknown );
						break;
					}
					$clean[ $key ] = $groups;
					break;
				case 'image':
					if ( null === $given && empty( $input[ self::remove_key( 'mvc_' . $key ) ] ) ) {
						break;
					}
					$id = is_scalar( $given ) && ctype_digit( (string) $given ) ? (int) $given : 0;
					if ( ! empty( $input[ self::remove_key( 'mvc_' . $key ) ] ) ) {
						$id = 0;
					}
					if ( $id > 0 && ! wp_attachment_is_image( $id ) ) {
						/* translators: %s: the field's name. */
						self::error( $key, sprintf( __( '%s: choose an image from the media library.', 'mvc-core' ), $label ) );
						break;
					}
					$clean[ $key ] = $id;
					break;
				case 'url':
					$url = is_string( $given ) ? trim( $given ) : '';
					if ( '' !== $url && ! self::is_web_address( $url ) ) {
						/* translators: 1: the field's name, 2: what was typed. */
						self::error( $key, sprintf( __( '%1$s: "%2$s" is not a web address (it starts with https:// or http://).', 'mvc-core' ), $label, sanitize_text_field( $url ) ) );
						break;
					}
					$clean[ $key ] = '' === $url ? '' : esc_url_raw( $url );
					break;
				case 'email':
					$email = is_string( $given ) ? trim( $given ) : '';
					if ( '' !== $email && ! is_email( $email ) ) {
						/* translators: 1: the field's name, 2: what was typed. */
						self::error( $key, sprintf( __( '%1$s: "%2$s" is not an e-mail address.', 'mvc-core' ), $label, sanitize_text_field( $email ) ) );
						break;
					}
					$clean[ $key ] = $email;
					break;
				case 'number':
					if ( ! is_scalar( $given ) || ! ctype_digit( trim( (string) $given ) ) || (int) $given < 1 ) {
						/* translators: %s: the field's name. */
						self::error( $key, sprintf( __( '%s: enter a whole number of at least 1.', 'mvc-core' ), $label ) );
						break;
					}
					$clean[ $key ] = (int) $given;
					break;
				default:
					$clean[ $key ] = is_string( $given ) ? sanitize_text_field( $given ) : '';
			}//end switch
		}//end foreach
		return $clean;
	}

	/**
	 * Whether a text is an http(s) address with a host.
	 *
	 * @param string $url Text.
	 */
	private static function is_web_address( string $url ): bool {
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		return in_array( $scheme, array( 'http', 'https' ), true ) && '' !== $host && '' !== esc_url_raw( $url, array( 'http', 'https' ) );
	}

	/**
	 * Says that names are no tags.
	 *
	 * @param string             $key     The field's key.
	 * @param string             $label   The field's name.
	 * @param array<int, string> $unknown The names.
	 */
	private static function unknown_tags( string $key, string $label, array $unknown ): void {
		self::error(
			$key,
			sprintf(
				/* translators: 1: the field's name, 2: the names that are no tag. */
				__( '%1$s: there is no tag named %2$s (Posts > Tags). The field was not changed.', 'mvc-core' ),
				$label,
				implode( wp_get_list_item_separator(), array_map( static fn( string $name ): string => '“' . $name . '”', $unknown ) )
			)
		);
	}

	/**
	 * An error the page shows after saving.
	 *
	 * @param string $key     The field's key.
	 * @param string $message What is wrong.
	 */
	private static function error( string $key, string $message ): void {
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error( Settings::OPTION, 'mvc_' . $key, $message, 'error' );
		}
	}

	/**
	 * Text above the WeChat fields: which keys this site uses, and how that is chosen.
	 */
	public function wechat_intro(): void {
		$environment = WeChatConfig::environment();
		$name        = self::environment_names()[ $environment ];
		$host        = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$why         = defined( 'MVC_WECHAT_ENV' ) && MVC_WECHAT_ENV === $environment
			/* translators: %s: the environment's name. */
			? sprintf( __( 'This site is %s: the constant MVC_WECHAT_ENV in wp-config.php says so.', 'mvc-core' ), $name )
			/* translators: 1: the environment's name, 2: the site's host name. */
			: sprintf( __( 'This site is %1$s: its address is %2$s.', 'mvc-core' ), $name, $host );
		$lines = array(
			__( 'The same site runs in four environments, each with its own WeChat apps. Only the keys of this site\'s environment are used here; the others are kept for the copies of the site that run there.', 'mvc-core' ),
			$why,
			__( 'How it is chosen: an address starting with dev., qa. or uat. (such as uat.example.com) is that environment, any other address is production (prod); MVC_WECHAT_ENV in wp-config.php overrides the address.', 'mvc-core' ),
			__( 'dev: developers\' machines; qa: the testers\' site; uat: the site where the editors try a new version before it goes live; prod: the public site.', 'mvc-core' ),
			__( 'Each environment has the provider hosts, the website app (QR-code login on a computer) and the official-account app (login inside WeChat). Secrets are never shown again; leave a secret empty to keep it.', 'mvc-core' ),
		);
		echo '<div class="mvc-settings-wechat-intro">';
		foreach ( $lines as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
		echo '</div>';
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
		printf( '<input type="hidden" name="%s" value="1" />', esc_attr( Settings::OPTION . '[' . self::FORM_MARK . ']' ) );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}
}
