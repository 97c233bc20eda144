<?php
/**
 * The article's custom fields as registered post meta.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\Article\JournalLink;
use Mvc\Core\Content\Article\References;
use Mvc\Core\Failure;
use Mvc\Core\Module;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * The fields of the spec's article post (download_origin_link … si_title_en) and `_links_to_target`,
 * registered as post meta of `post` with types and sanitising, in core REST, as JournalFields does:
 * a bad REST write is refused in Chinese before anything changes. Article and PostFields read them for
 * the pages; get() answers them in ACF's `acf_format=standard` shape. The journal link (`mvc_journal`)
 * is JournalLink's, the references' line pairs References'; the methods here that hand over to those
 * two stay for their callers.
 */
final class ArticleFields implements Module {

	/**
	 * Kinds of the article's own fields (the others are JournalFields' kinds).
	 */
	public const URL_LINES = 'url_lines';
	public const LOGO      = 'logo';
	public const TARGET    = 'target';

	/**
	 * The one link target besides the default.
	 */
	public const NEW_TAB = '_blank';

	/**
	 * The meta key of the article's journal (a journal's id, 0 for none).
	 */
	public const JOURNAL = 'mvc_journal';

	/**
	 * The fields: meta key => kind, in the spec's order.
	 */
	public const FIELDS = array(
		'download_origin_link'  => JournalFields::URL,
		'read_original_article' => JournalFields::URL,
		'journal_logo'          => self::LOGO,
		'explore_journal'       => JournalFields::URL,
		'read_whole_title'      => JournalFields::TEXT,
		'read_whole_url'        => JournalFields::URL,
		'reference_title'       => JournalFields::TEXTAREA,
		'reference_url'         => self::URL_LINES,
		'cfps_link'             => JournalFields::URL,
		'submission_deadline'   => JournalFields::TEXT,
		'si_title_cn'           => JournalFields::TEXT,
		'si_title_en'           => JournalFields::TEXT,
	);

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ), 11 );
		add_filter( 'rest_pre_insert_post', array( self::class, 'validate_request' ), 10, 2 );
		add_filter( 'update_post_metadata', array( JournalLink::class, 'remember' ), 10, 3 );
		add_filter( 'delete_post_metadata', array( JournalLink::class, 'remember' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( JournalLink::class, 'on_meta' ), 10, 3 );
		}
		add_action( 'rest_after_insert_post', array( JournalLink::class, 'after_rest_insert' ) );
		add_filter( 'rest_prepare_post', array( JournalLink::class, 'in_rest' ), 10, 3 );
	}

	/**
	 * Every registered field, the link target included: meta key => kind.
	 *
	 * @return array<string, string>
	 */
	public static function fields(): array {
		return self::FIELDS + array( PostFields::LINK_TARGET => self::TARGET );
	}

	/**
	 * Registers the fields as post meta of articles.
	 */
	public static function register_meta(): void {
		foreach ( self::fields() as $key => $kind ) {
			$schema = array( 'type' => 'string' );
			if ( self::TARGET === $kind ) {
				$schema['enum'] = array( '', self::NEW_TAB );
			}
			register_post_meta(
				'post',
				$key,
				array(
					'type'              => 'string',
					'label'             => self::label( $key ),
					'description'       => self::label( $key ),
					'single'            => true,
					'default'           => '',
					'sanitize_callback' => static fn( $value ) => self::sanitize( $kind, $value ),
					'auth_callback'     => array( JournalFields::class, 'can_edit' ),
					'show_in_rest'      => array( 'schema' => $schema ),
				)
			);
		}
		register_post_meta(
			'post',
			self::JOURNAL,
			array(
				'type'              => 'integer',
				'label'             => __( 'Journal of the article', 'mvc-core' ),
				'description'       => __( 'The journal the article belongs to (its id); saving it gives the article the journal’s tag.', 'mvc-core' ),
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => 'absint',
				'auth_callback'     => array( JournalFields::class, 'can_edit' ),
				'show_in_rest'      => true,
			)
		);
	}

	/**
	 * A field's name for people, in the site's language.
	 *
	 * @param string $key Meta key.
	 */
	public static function label( string $key ): string {
		$labels = array(
			'download_origin_link'  => __( 'Paper PDF link', 'mvc-core' ),
			'read_original_article' => __( 'Original article link', 'mvc-core' ),
			'journal_logo'          => __( 'Journal logo', 'mvc-core' ),
			'explore_journal'       => __( 'Journal link', 'mvc-core' ),
			'read_whole_title'      => __( 'Read-whole title', 'mvc-core' ),
			'read_whole_url'        => __( 'Read-whole link', 'mvc-core' ),
			'reference_title'       => __( 'Reference titles', 'mvc-core' ),
			'reference_url'         => __( 'Reference links', 'mvc-core' ),
			'cfps_link'             => __( 'Call for papers link', 'mvc-core' ),
			'submission_deadline'   => __( 'Submission deadline', 'mvc-core' ),
			'si_title_cn'           => __( 'Special issue title (Chinese)', 'mvc-core' ),
			'si_title_en'           => __( 'Special issue title (English)', 'mvc-core' ),
			PostFields::LINK_TARGET => __( 'Link target', 'mvc-core' ),
		);
		return $labels[ $key ] ?? $key;
	}

	/**
	 * A value of a kind as it is stored (always a string).
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Value.
	 */
	public static function sanitize( string $kind, $value ): string {
		switch ( $kind ) {
			case self::URL_LINES:
				$lines = is_string( $value ) ? preg_split( '/\R/', $value ) : array();
				// Only the end is trimmed: an empty line keeps the lines matching the titles' lines.
				return rtrim( implode( "\n", array_map( array( CardData::class, 'http_link' ), is_array( $lines ) ? $lines : array() ) ) );
			case self::LOGO:
				if ( JournalFields::is_image( $value ) ) {
					return (string) (int) $value;
				}
				return CardData::http_link( $value );
			case self::TARGET:
				return self::NEW_TAB === $value ? self::NEW_TAB : '';
			default:
				return (string) JournalFields::sanitize( $kind, $value );
		}
	}

	/**
	 * Why a value cannot be stored in a field (a WP_Error with a Chinese message), or null.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public static function check( string $key, $value ): ?WP_Error {
		$kind = self::fields()[ $key ] ?? null;
		if ( null === $kind || null === $value || '' === $value ) {
			return null;
		}
		$label = self::label( $key );
		switch ( $kind ) {
			case self::URL_LINES:
				if ( ! is_string( $value ) ) {
					return JournalFields::check_value( JournalFields::TEXT, $key, $label, $value );
				}
				$lines = preg_split( '/\R/', $value );
				foreach ( is_array( $lines ) ? $lines : array() as $line ) {
					$error = JournalFields::check_value( JournalFields::URL, $key, $label, trim( $line ) );
					if ( $error ) {
						return $error;
					}
				}
				return null;
			case self::LOGO:
				if ( JournalFields::is_image( $value ) ) {
					return null;
				}
				if ( is_string( $value ) && ctype_digit( $value ) ) {
					return JournalFields::check_value( JournalFields::IMAGE, $key, $label, $value );
				}
				return JournalFields::check_value( JournalFields::URL, $key, $label, $value );
			case self::TARGET:
				return self::NEW_TAB === $value ? null : Failure::invalid( /* translators: %s: field name. */
					sprintf( __( '%s must be "_blank" or empty.', 'mvc-core' ), $label ),
					$key
				);
			default:
				return JournalFields::check_value( $kind, $key, $label, $value );
		}//end switch
	}

	/**
	 * `rest_pre_insert_post`: refuses a REST write whose `meta` or `acf` holds a bad value of an
	 * article field, before the post or any field changes.
	 *
	 * @param \stdClass|WP_Error $prepared The post about to be saved.
	 * @param WP_REST_Request    $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return \stdClass|WP_Error
	 */
	public static function validate_request( $prepared, $request ) {
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$meta = $request['meta'];
		if ( is_array( $meta ) && isset( $meta[ self::JOURNAL ] ) ) {
			$error = JournalLink::check( $meta[ self::JOURNAL ] );
			if ( $error ) {
				return $error;
			}
		}
		foreach ( array( 'meta', 'acf' ) as $param ) {
			$values = $request[ $param ];
			foreach ( is_array( $values ) ? $values : array() as $key => $value ) {
				if ( 'acf' === $param && PostFields::LINK_TARGET === $key ) {
					continue;
				}
				$error = self::check( (string) $key, $value );
				if ( $error ) {
					return $error;
				}
			}
		}
		return $prepared;
	}

	/**
	 * Why a value cannot be the article's journal (a WP_Error in Chinese), or null: 0 (none) or the
	 * id of a published journal.
	 *
	 * @param mixed $value The value.
	 */
	public static function check_journal( $value ): ?WP_Error {
		return JournalLink::check( $value );
	}

	/**
	 * The published journal an article belongs to: the chosen one, or else the journal whose own tag
	 * the article carries (articles tagged before the choice existed); null for none.
	 *
	 * @param int $post_id The article.
	 */
	public static function journal( int $post_id ): ?WP_Post {
		return JournalLink::journal( $post_id );
	}

	/**
	 * Gives an article the tag of its chosen journal (made when missing), keeping its other tags.
	 *
	 * @param int $post_id The article.
	 * @return \WP_Term|null The journal's tag, or null when the article has no published journal.
	 */
	public static function attach( int $post_id ): ?\WP_Term {
		return JournalLink::attach( $post_id );
	}

	/**
	 * An article's references as pairs (title, address), from the two fields whose lines match
	 * (reference_title, reference_url); a pair with neither is left out.
	 *
	 * @param string $titles The titles, one a line.
	 * @param string $urls   The addresses, one a line.
	 * @return list<array{title: string, url: string}>
	 */
	public static function reference_pairs( string $titles, string $urls ): array {
		return References::pairs( $titles, $urls );
	}

	/**
	 * The two fields (reference_title, reference_url) that store reference pairs, line by line.
	 *
	 * @param list<array{title?: string, url?: string}> $pairs The pairs.
	 * @return array{reference_title: string, reference_url: string}
	 */
	public static function reference_fields( array $pairs ): array {
		return References::fields( $pairs );
	}

	/**
	 * The article's fields as ACF's REST field gives them (acf_format=standard): strings, the logo
	 * as an address ('' for none). One read of the post's meta.
	 *
	 * @param int $post_id The article.
	 * @return array<string, string>
	 */
	public static function get( int $post_id ): array {
		$meta   = get_post_meta( $post_id );
		$meta   = is_array( $meta ) ? $meta : array();
		$fields = array();
		foreach ( self::FIELDS as $key => $kind ) {
			$value = isset( $meta[ $key ][0] ) && is_string( $meta[ $key ][0] ) ? $meta[ $key ][0] : '';
			if ( self::LOGO === $kind ) {
				$value = ctype_digit( $value ) ? (string) wp_get_attachment_image_url( (int) $value, 'full' ) : CardData::http_link( $value );
			} elseif ( JournalFields::URL === $kind ) {
				$value = CardData::http_link( $value );
			}
			$fields[ $key ] = $value;
		}
		return $fields;
	}

	/**
	 * Writes ACF's REST `acf` object to an article (names that are no field are left out; null
	 * and '' clear a field).
	 *
	 * @param mixed   $acf  The object.
	 * @param WP_Post $post The article.
	 * @return true|WP_Error
	 */
	public static function update( $acf, WP_Post $post ) {
		if ( ! is_array( $acf ) ) {
			return Failure::invalid( __( 'acf must be an object of fields.', 'mvc-core' ) );
		}
		foreach ( $acf as $key => $value ) {
			if ( ! isset( self::FIELDS[ $key ] ) ) {
				continue;
			}
			$error = self::check( (string) $key, $value );
			if ( $error ) {
				return $error;
			}
			if ( null === $value || '' === $value ) {
				delete_post_meta( $post->ID, (string) $key );
			} else {
				update_post_meta( $post->ID, (string) $key, $value );
			}
		}
		return true;
	}
}
