<?php
/**
 * The article's custom fields as registered post meta.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Failure;
use Mvc\Core\Content\Journals\JournalTag;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The fields of the spec's article post (download_origin_link … si_title_en) and its link target
 * `_links_to_target`, registered as post meta of `post` with types and sanitising and shown in core
 * REST, as the journal's are (JournalFields): a REST write with a bad value is refused in Chinese
 * before anything changes. Article and PostFields read them for the pages; get() answers them in
 * ACF's acf_format=standard shape for the `acf` REST field.
 *
 * An article joins a journal (所属期刊) through `mvc_journal`, the journal's id, chosen in the
 * editor: saving it gives the article the journal's own tag (JournalTag, made when missing), which
 * is what the minisite's lists and the tag page read, and takes the previous journal's tag away.
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
	 * The journal each article had before the change being saved: post id => journal id.
	 *
	 * @var array<int, int>
	 */
	private static array $previous = array();

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
		add_filter( 'update_post_metadata', array( self::class, 'remember_journal' ), 10, 3 );
		add_filter( 'delete_post_metadata', array( self::class, 'remember_journal' ), 10, 3 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_journal_meta' ), 10, 3 );
		}
		add_action( 'rest_after_insert_post', array( self::class, 'after_rest_insert' ) );
		add_filter( 'rest_prepare_post', array( self::class, 'journal_in_rest' ), 10, 3 );
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
			$error = self::check_journal( $meta[ self::JOURNAL ] );
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
		if ( null === $value || '' === $value || 0 === $value || '0' === $value ) {
			return null;
		}
		$journal = is_numeric( $value ) ? get_post( (int) $value ) : null;
		if ( $journal instanceof WP_Post && Journal::TYPE === $journal->post_type && 'publish' === $journal->post_status ) {
			return null;
		}
		return Failure::invalid( __( 'Choose a published journal as the article’s journal.', 'mvc-core' ), self::JOURNAL );
	}

	/**
	 * The published journal an article belongs to: the chosen one, or else the journal whose own tag
	 * the article carries (articles tagged before the choice existed); null for none.
	 *
	 * @param int $post_id The article.
	 */
	public static function journal( int $post_id ): ?WP_Post {
		$chosen  = (int) get_post_meta( $post_id, self::JOURNAL, true );
		$journal = $chosen > 0 ? get_post( $chosen ) : null;
		if ( $journal instanceof WP_Post && Journal::TYPE === $journal->post_type && 'publish' === $journal->post_status ) {
			return $journal;
		}
		$tags = wp_get_post_terms( $post_id, 'post_tag', array( 'fields' => 'ids' ) );
		return is_array( $tags ) && $tags ? JournalTag::journal_of_tags( array_map( 'intval', $tags ) ) : null;
	}

	/**
	 * `update_post_metadata` / `delete_post_metadata`: notes the journal an article had before its
	 * journal changes (its tag is taken away after).
	 *
	 * @param mixed  $check    Short-circuit value (passed on).
	 * @param int    $post_id  The post.
	 * @param string $meta_key The meta key.
	 * @return mixed
	 */
	public static function remember_journal( $check, $post_id, $meta_key ) {
		if ( self::JOURNAL === $meta_key && null === $check ) {
			self::$previous[ (int) $post_id ] = (int) get_post_meta( (int) $post_id, self::JOURNAL, true );
		}
		return $check;
	}

	/**
	 * `added_post_meta` / `updated_post_meta` / `deleted_post_meta`: the article's journal changed,
	 * so it carries the new journal's tag and no longer the previous one's.
	 *
	 * @param int    $meta_id  Meta id (unused).
	 * @param int    $post_id  The post.
	 * @param string $meta_key The meta key.
	 */
	public static function on_journal_meta( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( self::JOURNAL !== $meta_key || 'post' !== get_post_type( (int) $post_id ) ) {
			return;
		}
		$post_id  = (int) $post_id;
		$previous = self::$previous[ $post_id ] ?? 0;
		unset( self::$previous[ $post_id ] );
		$current = (int) get_post_meta( $post_id, self::JOURNAL, true );
		if ( $previous > 0 && $previous !== $current ) {
			$old = get_post( $previous );
			$tag = $old instanceof WP_Post ? JournalTag::of( $old ) : null;
			if ( $tag ) {
				wp_remove_object_terms( $post_id, $tag->term_id, 'post_tag' );
			}
		}
		self::attach( $post_id );
	}

	/**
	 * Gives an article the tag of its chosen journal (made when missing), keeping its other tags.
	 *
	 * @param int $post_id The article.
	 * @return \WP_Term|null The journal's tag, or null when the article has no published journal.
	 */
	public static function attach( int $post_id ): ?\WP_Term {
		$chosen  = (int) get_post_meta( $post_id, self::JOURNAL, true );
		$journal = $chosen > 0 ? get_post( $chosen ) : null;
		$tag     = $journal instanceof WP_Post ? JournalTag::ensure( $journal ) : null;
		if ( $tag && ! has_term( $tag->term_id, 'post_tag', $post_id ) ) {
			wp_set_post_terms( $post_id, array( $tag->term_id ), 'post_tag', true );
		}
		return $tag;
	}

	/**
	 * `rest_after_insert_post`: the chosen journal's tag stays on the article even when the same
	 * save set the tags without it.
	 *
	 * @param mixed $post The article.
	 */
	public static function after_rest_insert( $post ): void {
		if ( $post instanceof WP_Post ) {
			self::attach( $post->ID );
		}
	}

	/**
	 * `rest_prepare_post`: in the editor (context edit), an article tagged with a journal's tag before
	 * the choice existed shows that journal as its 所属期刊.
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $post     The article.
	 * @param WP_REST_Request $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function journal_in_rest( $response, $post, $request ) {
		if ( ! $response instanceof WP_REST_Response || ! $post instanceof WP_Post || 'edit' !== $request['context'] ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) || ! isset( $data['meta'] ) || ! is_array( $data['meta'] ) || ! empty( $data['meta'][ self::JOURNAL ] ) ) {
			return $response;
		}
		$journal = self::journal( $post->ID );
		if ( $journal ) {
			$data['meta'][ self::JOURNAL ] = $journal->ID;
			$response->set_data( $data );
		}
		return $response;
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
		$titles = '' === trim( $titles ) ? array() : array_map( 'trim', (array) preg_split( '/\R/', $titles ) );
		$urls   = '' === trim( $urls ) ? array() : array_map( 'trim', (array) preg_split( '/\R/', $urls ) );
		$pairs  = array();
		$count  = max( count( $titles ), count( $urls ) );
		for ( $i = 0; $i < $count; $i++ ) {
			$title = (string) ( $titles[ $i ] ?? '' );
			$url   = CardData::http_link( $urls[ $i ] ?? '' );
			if ( '' !== $title || '' !== $url ) {
				$pairs[] = array(
					'title' => $title,
					'url'   => $url,
				);
			}
		}
		return $pairs;
	}

	/**
	 * The two fields (reference_title, reference_url) that store reference pairs, line by line.
	 *
	 * @param list<array{title?: string, url?: string}> $pairs The pairs.
	 * @return array{reference_title: string, reference_url: string}
	 */
	public static function reference_fields( array $pairs ): array {
		$titles = array();
		$urls   = array();
		foreach ( $pairs as $pair ) {
			$title = trim( (string) preg_replace( '/\s+/u', ' ', (string) ( $pair['title'] ?? '' ) ) );
			$url   = CardData::http_link( trim( (string) ( $pair['url'] ?? '' ) ) );
			if ( '' === $title && '' === $url ) {
				continue;
			}
			// A title line is never empty (the titles' field is trimmed as a whole): the address
			// stands for a missing title, as the article page shows it.
			$titles[] = '' === $title ? $url : $title;
			$urls[]   = $url;
		}
		return array(
			'reference_title' => rtrim( implode( "\n", $titles ) ),
			'reference_url'   => rtrim( implode( "\n", $urls ) ),
		);
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
