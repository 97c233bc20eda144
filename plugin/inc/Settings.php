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
		if ( false === get_option( self::OPTION ) ) {
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
	 * The settings a visitor would miss while they are empty (the footer, the login popup's terms
	 * notice), for the notice in wp-admin.
	 *
	 * @return array<int, string> Keys of defaults().
	 */
	public static function empty_public_facts(): array {
		$empty = array();
		foreach ( array( 'icp_text', 'follow_qr_image_id', 'privacy_url', 'terms_url', 'guest_editor_apply_url' ) as $key ) {
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
