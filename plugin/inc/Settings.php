<?php
/**
 * The operators' settings, with the specification's values as defaults.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * One option holds every setting operators change in wp-admin (Settings > Site settings). Code asks for a
 * setting by key and never hard-codes a term id or an external address.
 *
 * Id settings are integers, id-list settings are lists of integers, the industry-news tab groups
 * are a list of lists (one list of tag ids per tab), everything else is a string.
 */
final class Settings {

	public const OPTION = 'mvc_settings';

	/**
	 * The option holding the version of the settings' upgrades that ran (upgrade()).
	 */
	public const VERSION_OPTION = 'mvc_settings_version';

	/**
	 * The settings' upgrade version: 2 moved the editing-services menu item onto the setting.
	 */
	public const VERSION = 2;

	/**
	 * Menu item meta naming the setting that gives the item its address (Content\SettingLinks):
	 * the item shows only while the setting is set.
	 */
	public const MENU_LINK_META = '_mvc_setting_link';

	/**
	 * The address the demo menu's editing-services item carried before version 2.
	 */
	public const OLD_EDITING_SERVICES_URL = 'https://www.example.com/editing-services';

	/**
	 * Default values: the ids and lists of the specification.
	 *
	 * @return array<string, int|string|array<int, int>|array<int, array<int, int>>>
	 */
	public static function defaults(): array {
		return array(
			'category_call_for_papers'     => 149,
			'category_research_news'       => 128,
			'category_industry_news'       => 129,
			'category_past_special_issues' => 182,
			'industry_news_tabs'           => array( array( 145, 147 ), array( 146, 148 ), array( 428 ), array( 593 ) ),
			'journal_filter_tags'          => array( 0, 132, 151, 134, 135, 136, 137, 138, 139 ),
			'research_news_tags'           => array( 153, 159, 161, 136, 155 ),
			// The site's own facts start empty: a fresh site shows nothing for them until an
			// operator fills them in (SettingsPage names the empty ones). The ICP link is the
			// ministry's filing site, the same for every site.
			'icp_text'                     => '',
			'icp_url'                      => 'https://beian.miit.gov.cn/',
			'follow_qr_image_id'           => 0,
			'privacy_url'                  => '',
			'terms_url'                    => '',
			'guest_editor_apply_url'       => '',
			'editing_services_url'         => '',
			// The contact page's postal address and the site's other contact facts, and the footer's
			// copyright holder (while it is empty, the site title of Settings > General).
			'contact_recipient'            => '',
			'contact_address'              => '',
			'contact_postcode'             => '',
			'contact_phone'                => '',
			'contact_email'                => '',
			'copyright_holder'             => '',
			// Where the forms' submissions are announced ('' = the site's administration address),
			// and how many days they are kept (Submissions\Retention).
			'submission_notify_email'      => '',
			'submission_retention_days'    => 365,
		);
	}

	/**
	 * Stores the (empty) option, autoloaded, when the plugin is activated: every page reads the
	 * settings, and a missing option would cost a query on each until an operator saves them.
	 */
	public static function install(): void {
		// The default given here, not the one register_setting() gives on wp-admin's requests.
		if ( false === get_option( self::OPTION, false ) ) {
			add_option( self::OPTION, array(), '', true );
		}
	}

	/**
	 * Every setting, stored values over defaults, each coerced to its default's type.
	 *
	 * @return array<string, mixed>
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One setting.
	 *
	 * @param string $key A key of defaults().
	 * @return mixed The value, typed as its default; null for an unknown key.
	 */
	public static function get( string $key ) {
		$all = self::all();
		return $all[ $key ] ?? null;
	}

	/**
	 * A setting that is a term id.
	 *
	 * @param string $key A key of defaults() whose value is an id.
	 */
	public static function id( string $key ): int {
		$value = self::get( $key );
		return is_int( $value ) ? $value : 0;
	}

	/**
	 * A setting that is a string.
	 *
	 * @param string $key A key of defaults() whose value is a string.
	 */
	public static function text( string $key ): string {
		$value = self::get( $key );
		return is_string( $value ) ? $value : '';
	}

	/**
	 * Where "apply" goes for a guest editor: the operators' application form, or the contact page
	 * while none is set.
	 */
	public static function guest_editor_apply_url(): string {
		$url = self::text( 'guest_editor_apply_url' );
		return '' !== $url ? $url : home_url( '/contact/' );
	}

	/**
	 * The copyright holder the footer names: the setting, or the site title while it is empty.
	 */
	public static function copyright_holder(): string {
		$holder = self::text( 'copyright_holder' );
		return '' !== $holder ? $holder : (string) get_bloginfo( 'name' );
	}

	/**
	 * The names of tags, in the order of their ids; ids of tags that no longer exist are left out.
	 *
	 * @param array<int, int> $ids Tag ids (0 is not a tag and is left out).
	 * @return array<int, string>
	 */
	public static function tag_names( array $ids ): array {
		$names = array();
		foreach ( $ids as $id ) {
			$term = $id > 0 ? get_term( (int) $id, 'post_tag' ) : null;
			if ( $term instanceof \WP_Term ) {
				$names[] = html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' );
			}
		}
		return $names;
	}

	/**
	 * The ids of tags given by name, and the names that are no tag.
	 *
	 * @param string $names Names separated by commas (, or ，).
	 * @return array{ids: array<int, int>, unknown: array<int, string>}
	 */
	public static function tag_ids( string $names ): array {
		$ids     = array();
		$unknown = array();
		foreach ( preg_split( '/[,，]+/u', $names, -1, PREG_SPLIT_NO_EMPTY ) as $name ) {
			$name = trim( sanitize_text_field( $name ) );
			if ( '' === $name ) {
				continue;
			}
			$term = get_term_by( 'name', $name, 'post_tag' );
			if ( ! $term instanceof \WP_Term ) {
				$term = get_term_by( 'name', esc_html( $name ), 'post_tag' );
			}
			if ( $term instanceof \WP_Term ) {
				$ids[] = (int) $term->term_id;
			} else {
				$unknown[] = $name;
			}
		}
		return array(
			'ids'     => array_values( array_unique( $ids ) ),
			'unknown' => $unknown,
		);
	}

	/**
	 * Runs the upgrades a site has not had yet (on wp-admin's requests, and on activation).
	 *
	 * Version 2: the editing-services item of the header menu was a custom link with its own
	 * address; it now takes the address of the setting (and shows only while it is set). An item
	 * with the old demo address, or with the setting's address, is marked as that item; a real
	 * address an operator had typed into the item moves into the setting while it is empty, so the
	 * site keeps its choice.
	 */
	public static function upgrade(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) >= self::VERSION ) {
			return;
		}
		update_option( self::VERSION_OPTION, self::VERSION, true );
		$setting = self::text( 'editing_services_url' );
		$items   = get_posts(
			array(
				'post_type'      => 'nav_menu_item',
				'post_status'    => 'any',
				'posts_per_page' => 50,
				'fields'         => 'ids',
				'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- once, on upgrade.
					array(
						'key'     => '_menu_item_url',
						'value'   => '' !== $setting ? array( self::OLD_EDITING_SERVICES_URL, $setting ) : array( self::OLD_EDITING_SERVICES_URL ),
						'compare' => 'IN',
					),
				),
			)
		);
		foreach ( $items as $item ) {
			update_post_meta( (int) $item, self::MENU_LINK_META, 'editing_services_url' );
		}
		$named = get_posts(
			array(
				'post_type'      => 'nav_menu_item',
				'post_status'    => 'any',
				'posts_per_page' => 50,
				'fields'         => 'ids',
				'title'          => '语言润色服务',
			)
		);
		foreach ( array_diff( $named, $items ) as $item ) {
			$url = (string) get_post_meta( (int) $item, '_menu_item_url', true );
			if ( '' === $setting && str_starts_with( $url, 'http' ) ) {
				$setting = esc_url_raw( $url );
				$stored  = get_option( self::OPTION, array() );
				update_option( self::OPTION, array_merge( is_array( $stored ) ? $stored : array(), array( 'editing_services_url' => $setting ) ) );
			}
			update_post_meta( (int) $item, self::MENU_LINK_META, 'editing_services_url' );
		}
	}

	/**
	 * The settings a visitor would miss while they are empty (the footer, the login popup's terms
	 * notice), for the notice in wp-admin.
	 *
	 * @return array<int, string> Keys of defaults().
	 */
	public static function empty_public_facts(): array {
		$empty = array();
		foreach ( array( 'icp_text', 'follow_qr_image_id', 'privacy_url', 'terms_url', 'guest_editor_apply_url', 'editing_services_url', 'contact_address' ) as $key ) {
			if ( in_array( self::get( $key ), array( '', 0 ), true ) ) {
				$empty[] = $key;
			}
		}
		return $empty;
	}

	/**
	 * The placeholders earlier versions gave as defaults, which a saved settings form stored as if
	 * an operator had typed them: they read as empty.
	 */
	private const OLD_PLACEHOLDERS = array(
		'沪ICP备00000000号-1',
		'https://www.example.com/privacy-policy',
		'https://www.example.com/terms-of-use',
		'https://www.example.com/guest-editor/apply',
		'https://www.example.com/editing-services',
	);

	/**
	 * Keeps the known keys only and gives each the type of its default; unknown keys are dropped and
	 * missing or malformed values fall back to the default.
	 *
	 * @param array<mixed> $input Raw values (a stored option or a submitted form).
	 * @return array<string, mixed>
	 */
	public static function sanitize( array $input ): array {
		$input = array_map( static fn( $value ) => is_string( $value ) && in_array( $value, self::OLD_PLACEHOLDERS, true ) ? '' : $value, $input );
		$clean = array();
		foreach ( self::defaults() as $key => $default ) {
			$value = $input[ $key ] ?? null;
			if ( null === $value ) {
				$clean[ $key ] = $default;
			} elseif ( is_int( $default ) && str_ends_with( $key, '_days' ) ) {
				$clean[ $key ] = is_numeric( $value ) ? max( 1, (int) $value ) : $default;
			} elseif ( is_int( $default ) ) {
				$clean[ $key ] = is_numeric( $value ) ? max( 0, (int) $value ) : $default;
			} elseif ( is_array( $default ) && str_ends_with( $key, '_tabs' ) ) {
				$clean[ $key ] = self::to_id_groups( $value );
			} elseif ( is_array( $default ) ) {
				$clean[ $key ] = self::to_ids( $value );
			} elseif ( str_ends_with( $key, '_email' ) ) {
				$clean[ $key ] = is_string( $value ) && is_email( trim( $value ) ) ? sanitize_email( trim( $value ) ) : '';
			} elseif ( str_ends_with( $key, '_url' ) ) {
				$clean[ $key ] = is_string( $value ) ? esc_url_raw( trim( $value ) ) : $default;
			} else {
				$clean[ $key ] = is_string( $value ) ? sanitize_text_field( $value ) : $default;
			}
		}
		return $clean;
	}

	/**
	 * A list of non-negative integer ids from a list or a comma-separated string.
	 *
	 * @param mixed $value List or "1, 2, 3".
	 * @return array<int, int>
	 */
	public static function to_ids( $value ): array {
		if ( is_string( $value ) ) {
			$value = preg_split( '/[\s,，]+/u', $value, -1, PREG_SPLIT_NO_EMPTY );
		}
		if ( ! is_array( $value ) ) {
			return array();
		}
		$ids = array();
		foreach ( $value as $item ) {
			if ( is_int( $item ) || ( is_string( $item ) && ctype_digit( $item ) ) ) {
				$ids[] = (int) $item;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Lists of ids from a list of lists or a string of groups separated by semicolons or new lines.
	 *
	 * @param mixed $value List of lists or "145, 147; 146, 148".
	 * @return array<int, array<int, int>>
	 */
	public static function to_id_groups( $value ): array {
		if ( is_string( $value ) ) {
			$value = preg_split( '/[;；\n]+/u', $value, -1, PREG_SPLIT_NO_EMPTY );
		}
		if ( ! is_array( $value ) ) {
			return array();
		}
		$groups = array();
		foreach ( $value as $group ) {
			$ids = self::to_ids( $group );
			if ( $ids ) {
				$groups[] = $ids;
			}
		}
		return $groups;
	}
}
