<?php
/**
 * The journal minisite's fields.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * Every field of a journal's minisite (public-site spec, section 3), stored as post meta in ACF's
 * own layout (a group's sub-field is the meta key `<group>_<sub>`, an image is an attachment id, a
 * checkbox list is a serialised array), so a site that runs ACF reads and edits the same data.
 *
 * The fields are registered post meta with their types, sanitised on every write and shown in core
 * REST (`meta`), so the block editor edits them through core-data. A REST write with a bad value is
 * refused with a Chinese message before anything of the post changes (validate_request()). An empty
 * number or image is never stored: the meta is deleted, which reads as null / false, as in ACF.
 *
 * get() is the theme's typed reader of the fields (numbers as numbers); the REST field `acf` answers
 * exactly as ACF does, through Mvc\Core\Rest\AcfFormat.
 */
final class JournalFields implements Module {

	/**
	 * Kinds of field.
	 */
	public const TEXT     = 'text';
	public const TEXTAREA = 'textarea';
	public const URL      = 'url';
	public const INTEGER  = 'integer';
	public const NUMBER   = 'number';
	public const BOOLEAN  = 'boolean';
	public const IMAGE    = 'image';
	public const INDEXES  = 'indexes';
	public const TYPE     = 'journal_type';

	/**
	 * The indexing databases a journal may list in ERs, in the order the minisite shows them.
	 */
	public const INDEX_NAMES = array( 'SCIE', 'ESCI', 'PubMed', 'EI', 'Scopus', 'DOAJ', 'Google Scholar' );

	/**
	 * The one meaningful value of journal_templete_type (the field's name is the spec's spelling).
	 */
	public const OPEN_ACCESS = 'OA Journal';

	/**
	 * How many of each repeated group.
	 */
	public const EDITORS  = 4;
	public const SLIDES   = 2;
	public const ARTICLES = 5;
	public const FAQS     = 7;

	/**
	 * Sub-fields of the groups: group prefix => sub-field => kind.
	 */
	private const GROUP_FIELDS = array(
		'editor_team'             => array(
			'name'   => self::TEXT,
			'job'    => self::TEXT,
			'avatar' => self::IMAGE,
		),
		'carousel'                => array(
			'carousel_title'     => self::TEXT,
			'carousel_sub_title' => self::TEXT,
			'carousel_url'       => self::URL,
			'image'              => self::IMAGE,
		),
		'latest_article'          => array(
			'title'        => self::TEXT,
			'download_url' => self::URL,
			'origin_url'   => self::URL,
		),
		'FAQ'                     => array(
			'question' => self::TEXT,
			'answer'   => self::TEXTAREA,
		),
		'wechat_official_account' => array(
			'id'  => self::TEXT,
			'url' => self::URL,
			'qr'  => self::IMAGE,
		),
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
		add_filter( 'rest_pre_insert_' . Journal::TYPE, array( self::class, 'validate_request' ), 10, 2 );
		add_filter( 'rest_pre_insert_' . Journal::TYPE, array( self::class, 'require_cover' ), 20, 2 );
		add_action( 'post_updated', array( self::class, 'follow_slug' ), 10, 3 );
		Slugs::hook();
		add_filter( 'add_post_metadata', array( self::class, 'skip_empty' ), 10, 4 );
		add_filter( 'update_post_metadata', array( self::class, 'skip_empty' ), 10, 4 );
	}

	/**
	 * The layout of the fields, in the order of ACF's field group: a top-level field's name => its
	 * kind, or a group's name => its sub-fields (sub-field => kind).
	 *
	 * @return array<string, string|array<string, string>>
	 */
	public static function layout(): array {
		$groups = static function ( string $prefix, int $count, string $separator = '_' ): array {
			$list = array();
			for ( $n = 1; $n <= $count; $n++ ) {
				$list[ $prefix . $separator . $n ] = self::GROUP_FIELDS[ $prefix ];
			}
			return $list;
		};
		return array_merge(
			array(
				'journal_name'          => self::TEXT,
				'home_url'              => self::URL,
				'contribute_guide'      => self::URL,
				'contribute_url'        => self::URL,
				'ISSN'                  => self::TEXT,
				'publication_year'      => self::INTEGER,
				'cite_score'            => self::NUMBER,
				'impact_factor'         => self::NUMBER,
				'5_years_impact_factor' => self::NUMBER,
				'SJR'                   => self::NUMBER,
				'SNIP'                  => self::NUMBER,
				'metrics_note'          => self::TEXT,
				'ERs'                   => self::INDEXES,
				'editor_team_url'       => self::URL,
			),
			$groups( 'editor_team', self::EDITORS ),
			array(
				'introduction'      => self::TEXTAREA,
				'promote_video_url' => self::URL,
				'banner'            => self::IMAGE,
			),
			$groups( 'carousel', self::SLIDES ),
			$groups( 'latest_article', self::ARTICLES ),
			array( 'wol_url' => self::URL ),
			$groups( 'FAQ', self::FAQS, '' ),
			array(
				'journal_templete_type'   => self::TYPE,
				'owned_by_gdch'           => self::BOOLEAN,
				'call_for_papers'         => self::BOOLEAN,
				'wechat_official_account' => self::GROUP_FIELDS['wechat_official_account'],
			)
		);
	}

	/**
	 * Every stored field: meta key => kind (a group's sub-field is `<group>_<sub>`).
	 *
	 * @return array<string, string>
	 */
	public static function fields(): array {
		static $fields = null;
		if ( null === $fields ) {
			$fields = array();
			foreach ( self::layout() as $name => $kind ) {
				if ( is_array( $kind ) ) {
					foreach ( $kind as $sub => $sub_kind ) {
						$fields[ $name . '_' . $sub ] = $sub_kind;
					}
				} else {
					$fields[ $name ] = $kind;
				}
			}
		}
		return $fields;
	}

	/**
	 * Registers the fields as post meta of the journal post type.
	 */
	public static function register_meta(): void {
		foreach ( self::fields() as $key => $kind ) {
			$label = self::label( $key );
			register_post_meta(
				Journal::TYPE,
				$key,
				array(
					'type'              => self::meta_type( $kind ),
					'label'             => $label,
					'description'       => $label,
					'single'            => true,
					'default'           => self::meta_default( $kind ),
					'sanitize_callback' => static fn( $value ) => self::sanitize( $kind, $value ),
					'auth_callback'     => array( self::class, 'can_edit' ),
					'show_in_rest'      => array( 'schema' => self::schema( $kind ) ),
				)
			);
		}
	}

	/**
	 * Whether the current user may change a journal's field.
	 *
	 * @param bool   $allowed  Whether the user can add the meta (ignored).
	 * @param string $meta_key The meta key.
	 * @param int    $post_id  The post.
	 */
	public static function can_edit( $allowed, $meta_key, $post_id ): bool {
		unset( $allowed, $meta_key );
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * The meta type of a kind.
	 *
	 * @param string $kind Kind.
	 */
	private static function meta_type( string $kind ): string {
		switch ( $kind ) {
			case self::INTEGER:
			case self::IMAGE:
				return 'integer';
			case self::NUMBER:
				return 'number';
			case self::BOOLEAN:
				return 'boolean';
			case self::INDEXES:
				return 'array';
			default:
				return 'string';
		}
	}

	/**
	 * The value an absent field has in core REST (numbers and images have none: 0 there, null or
	 * false in get()).
	 *
	 * @param string $kind Kind.
	 * @return mixed
	 */
	private static function meta_default( string $kind ) {
		switch ( $kind ) {
			case self::INTEGER:
			case self::IMAGE:
			case self::NUMBER:
				return 0;
			case self::BOOLEAN:
				return false;
			case self::INDEXES:
				return array();
			default:
				return '';
		}
	}

	/**
	 * The REST schema of a kind.
	 *
	 * @param string $kind Kind.
	 * @return array<string, mixed>
	 */
	private static function schema( string $kind ): array {
		$schema = array( 'type' => self::meta_type( $kind ) );
		if ( self::INDEXES === $kind ) {
			$schema['items']       = array(
				'type' => 'string',
				'enum' => self::INDEX_NAMES,
			);
			$schema['uniqueItems'] = true;
		} elseif ( self::TYPE === $kind ) {
			$schema['enum'] = array( '', self::OPEN_ACCESS );
		} elseif ( self::NUMBER === $kind || self::INTEGER === $kind || self::IMAGE === $kind ) {
			$schema['minimum'] = 0;
		}
		return $schema;
	}

	/**
	 * A field's name for people, in the site's language ("编委 2：姓名").
	 *
	 * @param string $key Meta key.
	 */
	public static function label( string $key ): string {
		$names = self::names();
		if ( isset( $names['labels'][ $key ] ) ) {
			return $names['labels'][ $key ];
		}
		if ( 1 === preg_match( '/^(editor_team|carousel|latest_article|FAQ|wechat_official_account)_?(\d*)_(.+)$/', $key, $parts ) ) {
			$group = '' === $parts[2] ? $names['groups'][ $parts[1] ] : sprintf( $names['groups'][ $parts[1] ], (int) $parts[2] );
			return sprintf( $names['pair'], $group, $names['subs'][ $parts[3] ] ?? $parts[3] );
		}
		return $key;
	}

	/**
	 * The translated names label() builds from, once per request and language (register_meta()
	 * names about a hundred fields twice: building them per field cost thousands of lookups).
	 *
	 * @return array{labels: array<string, string>, groups: array<string, string>, subs: array<string, string>, pair: string}
	 */
	private static function names(): array {
		static $names = array();
		$locale       = determine_locale();
		if ( isset( $names[ $locale ] ) ) {
			return $names[ $locale ];
		}
		$labels           = array(
			'journal_name'          => __( 'Journal name', 'mvc-core' ),
			'home_url'              => __( 'Journal home page', 'mvc-core' ),
			'contribute_guide'      => __( 'Author guidelines', 'mvc-core' ),
			'contribute_url'        => __( 'Submission link', 'mvc-core' ),
			'ISSN'                  => 'ISSN',
			'publication_year'      => __( 'Publication year', 'mvc-core' ),
			'cite_score'            => 'CiteScore',
			'impact_factor'         => __( 'Impact factor', 'mvc-core' ),
			'5_years_impact_factor' => __( '5-year impact factor', 'mvc-core' ),
			'SJR'                   => 'SJR',
			'SNIP'                  => 'SNIP',
			'metrics_note'          => __( 'Metrics year and source', 'mvc-core' ),
			'ERs'                   => __( 'Indexed in', 'mvc-core' ),
			'editor_team_url'       => __( 'Editorial board link', 'mvc-core' ),
			'introduction'          => __( 'Introduction', 'mvc-core' ),
			'promote_video_url'     => __( 'Promotional video link', 'mvc-core' ),
			'banner'                => __( 'Banner image', 'mvc-core' ),
			'wol_url'               => __( 'Online library link', 'mvc-core' ),
			'journal_templete_type' => __( 'Open access journal', 'mvc-core' ),
			'owned_by_gdch'         => __( 'Owned by the publisher', 'mvc-core' ),
			'call_for_papers'       => __( 'Calling for papers', 'mvc-core' ),
		);
		$groups           = array(
			/* translators: %d: editor number (1 to 4). */
			'editor_team'             => __( 'Editor %d', 'mvc-core' ),
			/* translators: %d: slide number (1 or 2). */
			'carousel'                => __( 'Slide %d', 'mvc-core' ),
			/* translators: %d: article number (1 to 5). */
			'latest_article'          => __( 'Latest article %d', 'mvc-core' ),
			/* translators: %d: question number (1 to 7). */
			'FAQ'                     => __( 'Question %d', 'mvc-core' ),
			'wechat_official_account' => __( 'WeChat official account', 'mvc-core' ),
		);
		$subs             = array(
			'name'               => __( 'Name', 'mvc-core' ),
			'job'                => __( 'Position', 'mvc-core' ),
			'avatar'             => __( 'Photo', 'mvc-core' ),
			'carousel_title'     => __( 'Title', 'mvc-core' ),
			'carousel_sub_title' => __( 'Subtitle', 'mvc-core' ),
			'carousel_url'       => __( 'Link', 'mvc-core' ),
			'image'              => __( 'Image', 'mvc-core' ),
			'title'              => __( 'Title', 'mvc-core' ),
			'download_url'       => __( 'PDF link', 'mvc-core' ),
			'origin_url'         => __( 'Original article link', 'mvc-core' ),
			'question'           => __( 'Question', 'mvc-core' ),
			'answer'             => __( 'Answer', 'mvc-core' ),
			'id'                 => __( 'Account ID', 'mvc-core' ),
			'url'                => __( 'Link', 'mvc-core' ),
			'qr'                 => __( 'QR code', 'mvc-core' ),
		);
		$names[ $locale ] = array(
			'labels' => $labels,
			'groups' => $groups,
			'subs'   => $subs,
			/* translators: 1: a group of fields ("Editor 2"), 2: one of its fields ("Name"). */
			'pair'   => __( '%1$s: %2$s', 'mvc-core' ),
		);
		return $names[ $locale ];
	}

	/**
	 * A value of a kind as it is stored.
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Value.
	 * @return mixed
	 */
	public static function sanitize( string $kind, $value ) {
		switch ( $kind ) {
			case self::URL:
				return CardData::http_link( $value );
			case self::TEXTAREA:
				return is_scalar( $value ) ? trim( sanitize_textarea_field( (string) $value ) ) : '';
			case self::INTEGER:
				return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
			case self::NUMBER:
				return is_numeric( $value ) && is_finite( (float) $value ) ? max( 0.0, (float) $value ) : 0.0;
			case self::BOOLEAN:
				return rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case self::IMAGE:
				return self::is_image( $value ) ? (int) $value : 0;
			case self::INDEXES:
				$list = is_array( $value ) ? $value : array();
				return array_values( array_intersect( self::INDEX_NAMES, array_map( 'strval', array_filter( $list, 'is_scalar' ) ) ) );
			case self::TYPE:
				return self::OPEN_ACCESS === $value ? self::OPEN_ACCESS : '';
			default:
				return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
		}//end switch
	}

	/**
	 * Whether a value is the id of an image in the media library.
	 *
	 * @param mixed $value Value.
	 */
	public static function is_image( $value ): bool {
		return ( is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ) && (int) $value > 0 && wp_attachment_is_image( (int) $value );
	}

	/**
	 * Why a value cannot be stored in a field (a WP_Error with a Chinese message, status 400), or
	 * null when it can. Null and '' clear any field.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public static function check( string $key, $value ): ?WP_Error {
		$kind = self::fields()[ $key ] ?? null;
		return null === $kind ? null : self::check_value( $kind, $key, self::label( $key ), $value );
	}

	/**
	 * Why a value cannot be stored as a kind (a WP_Error with a Chinese message naming the field,
	 * status 400, `field` in its data), or null when it can. Null and '' clear any field.
	 *
	 * @param string $kind  Kind.
	 * @param string $key   Meta key (for the error's data).
	 * @param string $label The field's name for people.
	 * @param mixed  $value Value.
	 */
	public static function check_value( string $kind, string $key, string $label, $value ): ?WP_Error {
		if ( null === $value || '' === $value ) {
			return null;
		}
		switch ( $kind ) {
			case self::URL:
				$valid = is_string( $value ) && 1 === preg_match( '#^https?://#i', trim( $value ) ) && '' !== CardData::http_link( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be an address starting with http:// or https://.', 'mvc-core' );
				break;
			case self::INTEGER:
				$valid = ( is_int( $value ) || ( is_string( $value ) && ctype_digit( trim( $value ) ) ) ) && (int) $value >= 0;
				/* translators: %s: field name. */
				$message = __( '%s must be a whole number.', 'mvc-core' );
				break;
			case self::NUMBER:
				$valid = ( is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( trim( $value ) ) ) ) && is_finite( (float) $value ) && (float) $value >= 0;
				/* translators: %s: field name. */
				$message = __( '%s must be a number.', 'mvc-core' );
				break;
			case self::BOOLEAN:
				$valid = rest_is_boolean( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be yes or no.', 'mvc-core' );
				break;
			case self::IMAGE:
				$valid = 0 === $value || '0' === $value || self::is_image( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be an image from the media library.', 'mvc-core' );
				break;
			case self::INDEXES:
				$valid = is_array( $value ) && array_is_list( $value ) && ! array_diff( array_map( 'strval', array_filter( $value, 'is_string' ) ), self::INDEX_NAMES ) && count( array_filter( $value, 'is_string' ) ) === count( $value );
				/* translators: 1: field name, 2: the allowed names. */
				$message = sprintf( __( '%1$s may only list %2$s.', 'mvc-core' ), '%s', implode( ', ', self::INDEX_NAMES ) );
				break;
			case self::TYPE:
				$valid = self::OPEN_ACCESS === $value;
				/* translators: 1: field name, 2: the one allowed value. */
				$message = sprintf( __( '%1$s must be "%2$s" or empty.', 'mvc-core' ), '%s', self::OPEN_ACCESS );
				break;
			default:
				$valid = is_string( $value ) || is_int( $value ) || is_float( $value );
				/* translators: %s: field name. */
				$message = __( '%s must be text.', 'mvc-core' );
		}//end switch
		if ( $valid ) {
			return null;
		}
		return new WP_Error(
			'rest_invalid_param',
			sprintf( $message, $label ),
			array(
				'status' => 400,
				'field'  => $key,
			)
		);
	}

	/**
	 * `rest_pre_insert_journal`: refuses a REST write whose `meta` holds a bad value of a journal
	 * field, before the post or any field changes, and turns '' into null (clear) for the kinds core
	 * would refuse it for (numbers, images).
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
		$fields = self::fields();
		if ( is_array( $request['acf'] ) ) {
			foreach ( self::flatten( $request['acf'] ) as $key => $value ) {
				$error = self::check( $key, $value );
				if ( $error ) {
					return $error;
				}
			}
		}
		if ( ! is_array( $request['meta'] ) ) {
			return $prepared;
		}
		$meta = $request['meta'];
		foreach ( $meta as $key => $value ) {
			if ( ! isset( $fields[ $key ] ) ) {
				continue;
			}
			$error = self::check( (string) $key, $value );
			if ( $error ) {
				return $error;
			}
			if ( '' === $value && in_array( $fields[ $key ], array( self::INTEGER, self::NUMBER, self::IMAGE ), true ) ) {
				$meta[ $key ] = null;
			}
		}
		$request->set_param( 'meta', $meta );
		return $prepared;
	}

	/**
	 * `rest_pre_insert_journal`: a journal is published (or scheduled) only with its cover (期刊封面,
	 * the featured image every card shows): a REST write publishing (or scheduling) a journal without
	 * one, or taking the cover away from a published journal, is refused in Chinese before anything
	 * changes.
	 *
	 * @param \stdClass|WP_Error $prepared The post about to be saved.
	 * @param WP_REST_Request    $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return \stdClass|WP_Error
	 */
	public static function require_cover( $prepared, $request ) {
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$id       = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
		$existing = $id > 0 ? get_post( $id ) : null;
		$status   = isset( $prepared->post_status ) ? (string) $prepared->post_status : ( $existing instanceof WP_Post ? $existing->post_status : 'draft' );
		if ( ! in_array( $status, array( 'publish', 'future' ), true ) ) {
			return $prepared;
		}
		if ( isset( $request['featured_media'] ) ) {
			$cover = (int) $request['featured_media'];
			$ok    = $cover > 0 && wp_attachment_is_image( $cover );
		} else {
			// A journal published before covers were required stays editable.
			$ok = $existing instanceof WP_Post && ( has_post_thumbnail( $existing ) || 'publish' === $existing->post_status );
		}
		if ( $ok ) {
			return $prepared;
		}
		return new WP_Error(
			'mvc_journal_cover_required',
			__( 'Choose the journal cover (in the Journal cover panel) before publishing: every journal card shows it.', 'mvc-core' ),
			array(
				'status' => 400,
				'field'  => 'featured_media',
			)
		);
	}

	/**
	 * `post_updated`: a journal's slug changed, so its own tag (the tag whose slug is the journal's
	 * slug, which its articles carry) takes the new slug, and the minisite keeps its articles.
	 *
	 * @param int   $post_id The post.
	 * @param mixed $after   The post now.
	 * @param mixed $before  The post before.
	 */
	public static function follow_slug( $post_id, $after, $before ): void {
		unset( $post_id );
		if ( ! $after instanceof WP_Post || ! $before instanceof WP_Post || Journal::TYPE !== $after->post_type ) {
			return;
		}
		if ( '' === $before->post_name || '' === $after->post_name || $before->post_name === $after->post_name ) {
			return;
		}
		$tag = get_term_by( 'slug', $before->post_name, 'post_tag' );
		if ( $tag instanceof \WP_Term && ! get_term_by( 'slug', $after->post_name, 'post_tag' ) ) {
			wp_update_term( $tag->term_id, 'post_tag', array( 'slug' => $after->post_name ) );
		}
	}

	/**
	 * ACF's REST `acf` object as meta keys and values: a group's object {sub: value} becomes its
	 * `<group>_<sub>` keys, an image array its id; names that are no field are left out.
	 *
	 * @param array<mixed> $acf The object.
	 * @return array<string, mixed>
	 */
	public static function flatten( array $acf ): array {
		$layout = self::layout();
		$flat   = array();
		foreach ( $acf as $name => $value ) {
			$kind = $layout[ $name ] ?? null;
			if ( is_array( $kind ) ) {
				foreach ( is_array( $value ) ? $value : array() as $sub => $sub_value ) {
					if ( isset( $kind[ $sub ] ) ) {
						$flat[ $name . '_' . $sub ] = self::IMAGE === $kind[ $sub ] ? self::image_id( $sub_value ) : $sub_value;
					}
				}
			} elseif ( null !== $kind ) {
				$flat[ (string) $name ] = self::IMAGE === $kind ? self::image_id( $value ) : $value;
			}
		}
		return $flat;
	}

	/**
	 * An image value as sent back in `acf`: the id, or the ID of ACF's image array; false as empty.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private static function image_id( $value ) {
		if ( is_array( $value ) ) {
			return $value['ID'] ?? $value['id'] ?? null;
		}
		return false === $value ? null : $value;
	}

	/**
	 * Writes ACF's REST `acf` object to a journal (after validate_request() checked it): a value
	 * is sanitised as its field's kind; null, '' and false (an image) clear the field.
	 *
	 * @param mixed   $acf  The object.
	 * @param WP_Post $post The journal.
	 * @return true|WP_Error
	 */
	public static function update( $acf, WP_Post $post ) {
		if ( ! is_array( $acf ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'acf must be an object of fields.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		foreach ( self::flatten( $acf ) as $key => $value ) {
			$error = self::check( $key, $value );
			if ( $error ) {
				return $error;
			}
			if ( null === $value || '' === $value ) {
				delete_post_meta( $post->ID, $key );
			} else {
				update_post_meta( $post->ID, $key, $value );
			}
		}
		return true;
	}

	/**
	 * `add_post_metadata` / `update_post_metadata`: an empty number or image of a journal (0, after
	 * sanitising) is not stored; the field is deleted instead, so it reads as empty (null / false).
	 * The block editor sends every field's value with each save, 0 for those never set.
	 *
	 * @param mixed $check    Null to go on, anything else to stop.
	 * @param int   $post_id  Post id.
	 * @param mixed $meta_key Meta key.
	 * @param mixed $value    Sanitised value.
	 * @return mixed
	 */
	public static function skip_empty( $check, $post_id, $meta_key, $value = null ) {
		if ( null !== $check || ! is_string( $meta_key ) ) {
			return $check;
		}
		$kind = self::fields()[ $meta_key ] ?? null;
		if ( ! in_array( $kind, array( self::INTEGER, self::NUMBER, self::IMAGE ), true ) || ! empty( $value ) || get_post_type( (int) $post_id ) !== Journal::TYPE ) {
			return $check;
		}
		delete_post_meta( (int) $post_id, $meta_key );
		return true;
	}

	/**
	 * A journal's fields, typed for the theme (close to ACF's acf_format=standard, which however
	 * gives numbers as their stored text; the REST field is Rest\AcfFormat's): text and links as
	 * strings, numbers as numbers or null, ERs a list, the two switches booleans, images as ACF's
	 * image arrays (with `sizes`) or false, and each group an object of its sub-fields. Reads the
	 * post's meta once and the images in one go.
	 *
	 * @param int $post_id The journal.
	 * @return array<string, mixed>
	 */
	public static function get( int $post_id ): array {
		$meta   = get_post_meta( $post_id );
		$meta   = is_array( $meta ) ? $meta : array();
		$raw    = static function ( string $key ) use ( $meta ) {
			return isset( $meta[ $key ][0] ) ? maybe_unserialize( $meta[ $key ][0] ) : null;
		};
		$images = array();
		foreach ( self::fields() as $key => $kind ) {
			$id = $raw( $key );
			if ( self::IMAGE === $kind && is_numeric( $id ) && (int) $id > 0 ) {
				$images[] = (int) $id;
			}
		}
		if ( $images ) {
			_prime_post_caches( array_unique( $images ), false, true );
		}
		$fields = array();
		foreach ( self::layout() as $name => $kind ) {
			if ( is_array( $kind ) ) {
				$group = array();
				foreach ( $kind as $sub => $sub_kind ) {
					$group[ $sub ] = self::format( $sub_kind, $raw( $name . '_' . $sub ) );
				}
				$fields[ $name ] = $group;
			} else {
				$fields[ $name ] = self::format( $kind, $raw( $name ) );
			}
		}
		return $fields;
	}

	/**
	 * A stored value as get() answers it.
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Stored value (null when absent).
	 * @return mixed
	 */
	private static function format( string $kind, $value ) {
		switch ( $kind ) {
			case self::INTEGER:
				return is_numeric( $value ) && (int) $value > 0 ? (int) $value : null;
			case self::NUMBER:
				return is_numeric( $value ) && (float) $value > 0 ? (float) $value : null;
			case self::BOOLEAN:
				return null !== $value && rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case self::IMAGE:
				return is_numeric( $value ) ? self::image( (int) $value ) : false;
			case self::INDEXES:
				return self::sanitize( $kind, $value );
			case self::TYPE:
				return self::OPEN_ACCESS === $value ? self::OPEN_ACCESS : '';
			case self::URL:
				return CardData::http_link( $value );
			default:
				return is_scalar( $value ) ? (string) $value : '';
		}
	}

	/**
	 * An image as ACF's image field answers it (return format "array"), or false when the id is no
	 * image of the media library.
	 *
	 * @param int $id Attachment id.
	 * @return array<string, mixed>|false
	 */
	public static function image( int $id ) {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || 'attachment' !== $post->post_type || ! wp_attachment_is_image( $post ) ) {
			return false;
		}
		$full = wp_get_attachment_image_src( $id, 'full' );
		if ( ! $full ) {
			return false;
		}
		$alt   = get_post_meta( $id, '_wp_attachment_image_alt', true );
		$file  = get_attached_file( $id );
		$parts = explode( '/', $post->post_mime_type );
		$sizes = array();
		foreach ( get_intermediate_image_sizes() as $size ) {
			$src = wp_get_attachment_image_src( $id, $size );
			if ( $src ) {
				$sizes[ $size ]             = $src[0];
				$sizes[ $size . '-width' ]  = (int) $src[1];
				$sizes[ $size . '-height' ] = (int) $src[2];
			}
		}
		return array(
			'ID'          => $id,
			'id'          => $id,
			'title'       => $post->post_title,
			'filename'    => false === $file ? '' : wp_basename( $file ),
			'url'         => (string) wp_get_attachment_url( $id ),
			'alt'         => is_string( $alt ) ? $alt : '',
			'description' => $post->post_content,
			'caption'     => $post->post_excerpt,
			'name'        => $post->post_name,
			'mime_type'   => $post->post_mime_type,
			'type'        => $parts[0],
			'subtype'     => $parts[1] ?? '',
			'width'       => (int) $full[1],
			'height'      => (int) $full[2],
			'sizes'       => $sizes,
		);
	}
}
