<?php
/**
 * Settings > Site settings: the form's values.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\SiteSettings;

use Mvc\Core\Settings;

/**
 * What the settings form posted, turned into the stored values: names become ids, what cannot be
 * used keeps its stored value and says why.
 */
final class FormValues {

	/**
	 * The stored values of what the form posted: tag names become ids, categories and images are
	 * checked to exist, addresses to be addresses. A field that cannot be used keeps its stored
	 * value, and the page says why (in Chinese). Only the fields of Fields::all() are read.
	 *
	 * @param array<mixed> $input The form's fields.
	 * @return array<string, mixed>
	 */
	public static function from_form( array $input ): array {
		$stored = Settings::all();
		$clean  = $stored;
		foreach ( Fields::all() as $key => $field ) {
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
					if ( 'research_news_tags' === $key && count( $ids ) > Fields::RESEARCH_TABS ) {
						/* translators: 1: the field's name, 2: the most tags. */
						self::error( $key, sprintf( __( '%1$s: at most %2$d tags.', 'mvc-core' ), $label, Fields::RESEARCH_TABS ) );
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
					if ( null === $given && empty( $input[ Inputs::remove_key( 'mvc_' . $key ) ] ) ) {
						break;
					}
					$id = is_scalar( $given ) && ctype_digit( (string) $given ) ? (int) $given : 0;
					if ( ! empty( $input[ Inputs::remove_key( 'mvc_' . $key ) ] ) ) {
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
}
