<?php
/**
 * The journal minisite's fields.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Content\Journal\EditorLayout;
use Mvc\Core\Content\Journal\Layout;
use Mvc\Core\Content\Journal\Meta;
use Mvc\Core\Content\Journal\Reader;
use Mvc\Core\Content\Journal\Values;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use WP_Error;
use WP_Post;
use WP_REST_Request;

/**
 * Every field of a journal's minisite (public-site spec, section 3), stored as post meta in ACF's own
 * layout (`<group>_<sub>`, an image as an attachment id, a checkbox list serialised), so a site that
 * runs ACF reads and edits the same data. The fields are defined once, in Journal\Layout; this class
 * hooks them in and is the door the rest of the code goes through: Journal\Meta registers them,
 * Journal\Values checks them (a bad REST write is refused in Chinese before anything changes),
 * Journal\Reader reads them for the theme, Journal\EditorLayout gives the editor its panels, and
 * Rest\AcfFormat answers `acf` exactly as ACF does. See docs/features/journals.md.
 */
final class JournalFields implements Module {

	/**
	 * Kinds of field.
	 */
	public const TEXT     = Layout::TEXT;
	public const TEXTAREA = Layout::TEXTAREA;
	public const URL      = Layout::URL;
	public const INTEGER  = Layout::INTEGER;
	public const NUMBER   = Layout::NUMBER;
	public const BOOLEAN  = Layout::BOOLEAN;
	public const IMAGE    = Layout::IMAGE;
	public const INDEXES  = Layout::INDEXES;
	public const TYPE     = Layout::TYPE;

	/**
	 * The indexing databases a journal may list in ERs, in the order the minisite shows them.
	 */
	public const INDEX_NAMES = Layout::INDEX_NAMES;

	/**
	 * The one meaningful value of journal_templete_type.
	 */
	public const OPEN_ACCESS = Layout::OPEN_ACCESS;

	/**
	 * How many of each repeated group.
	 */
	public const EDITORS  = Layout::EDITORS;
	public const SLIDES   = Layout::SLIDES;
	public const ARTICLES = Layout::ARTICLES;
	public const FAQS     = Layout::FAQS;

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
		add_action( 'enqueue_block_editor_assets', array( EditorLayout::class, 'print' ), 20 );
	}

	/**
	 * The layout of the fields, in the order of ACF's field group: a top-level field's name => its
	 * kind, or a group's name => its sub-fields (sub-field => kind). Derived from Journal\Layout.
	 *
	 * @return array<string, string|array<string, string>>
	 */
	public static function layout(): array {
		static $layout = null;
		if ( null === $layout ) {
			$layout = array();
			foreach ( Layout::table() as $name => $entry ) {
				if ( Layout::GROUP !== $entry[0] ) {
					$layout[ $name ] = $entry[0];
					continue;
				}
				foreach ( array_keys( Layout::copies( $name, $entry ) ) as $copy ) {
					$layout[ $copy ] = array_map( static fn( array $field ): string => $field[0], $entry['fields'] );
				}
			}
		}
		return $layout;
	}

	/**
	 * Every stored field: meta key => kind (a group's sub-field is `<group>_<sub>`).
	 *
	 * @return array<string, string>
	 */
	public static function fields(): array {
		static $fields = null;
		if ( null === $fields ) {
			$fields = array_map( static fn( array $spec ): string => $spec[0], Layout::keys() );
		}
		return $fields;
	}

	/**
	 * A field's name for people, in the site's language ("编委 2：姓名"); the key when it is no field.
	 * Worked out once per request and language (register_meta() names about a hundred fields twice).
	 *
	 * @param string $key Meta key.
	 */
	public static function label( string $key ): string {
		static $labels = array();
		$locale        = determine_locale();
		if ( ! isset( $labels[ $locale ] ) ) {
			$labels[ $locale ] = array_map( static fn( array $spec ): string => $spec[1], Layout::keys() );
		}
		return $labels[ $locale ][ $key ] ?? $key;
	}

	/**
	 * Registers the fields as post meta of the journal post type.
	 */
	public static function register_meta(): void {
		Meta::register();
	}

	/**
	 * Whether the current user may change a journal's field.
	 *
	 * @param bool   $allowed  Whether the user can add the meta (ignored).
	 * @param string $meta_key The meta key.
	 * @param int    $post_id  The post.
	 */
	public static function can_edit( $allowed, $meta_key, $post_id ): bool {
		return Meta::can_edit( $allowed, $meta_key, $post_id );
	}

	/**
	 * A value of a kind as it is stored.
	 *
	 * @param string $kind  Kind.
	 * @param mixed  $value Value.
	 * @return mixed
	 */
	public static function sanitize( string $kind, $value ) {
		return Values::sanitize( $kind, $value );
	}

	/**
	 * Whether a value is the id of an image in the media library.
	 *
	 * @param mixed $value Value.
	 */
	public static function is_image( $value ): bool {
		return Values::is_image( $value );
	}

	/**
	 * Why a value cannot be stored in a field (a WP_Error, status 400), or null when it can.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public static function check( string $key, $value ): ?WP_Error {
		return Values::check( $key, $value );
	}

	/**
	 * Why a value cannot be stored as a kind (a WP_Error naming the field), or null when it can.
	 *
	 * @param string $kind  Kind.
	 * @param string $key   Meta key (for the error's data).
	 * @param string $label The field's name for people.
	 * @param mixed  $value Value.
	 */
	public static function check_value( string $kind, string $key, string $label, $value ): ?WP_Error {
		return Values::check_value( $kind, $key, $label, $value );
	}

	/**
	 * `rest_pre_insert_journal`: refuses a REST write holding a bad value of a journal field.
	 *
	 * @param \stdClass|WP_Error $prepared The post about to be saved.
	 * @param WP_REST_Request    $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return \stdClass|WP_Error
	 */
	public static function validate_request( $prepared, $request ) {
		return Values::validate_request( $prepared, $request );
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
	 * ACF's REST `acf` object as meta keys and values.
	 *
	 * @param array<mixed> $acf The object.
	 * @return array<string, mixed>
	 */
	public static function flatten( array $acf ): array {
		return Values::flatten( $acf );
	}

	/**
	 * Writes ACF's REST `acf` object to a journal.
	 *
	 * @param mixed   $acf  The object.
	 * @param WP_Post $post The journal.
	 * @return true|WP_Error
	 */
	public static function update( $acf, WP_Post $post ) {
		return Values::update( $acf, $post );
	}

	/**
	 * `add_post_metadata` / `update_post_metadata`: an empty number or image of a journal is
	 * deleted rather than stored.
	 *
	 * @param mixed $check    Null to go on, anything else to stop.
	 * @param int   $post_id  Post id.
	 * @param mixed $meta_key Meta key.
	 * @param mixed $value    Sanitised value.
	 * @return mixed
	 */
	public static function skip_empty( $check, $post_id, $meta_key, $value = null ) {
		return Meta::skip_empty( $check, $post_id, $meta_key, $value );
	}

	/**
	 * A journal's fields, typed for the theme (Journal\Reader::get()).
	 *
	 * @param int $post_id The journal.
	 * @return array<string, mixed>
	 */
	public static function get( int $post_id ): array {
		return Reader::get( $post_id );
	}

	/**
	 * An image as ACF's image field answers it (return format "array"), or false.
	 *
	 * @param int $id Attachment id.
	 * @return array<string, mixed>|false
	 */
	public static function image( int $id ) {
		return Reader::image( $id );
	}
}
