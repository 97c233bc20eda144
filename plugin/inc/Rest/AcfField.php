<?php
/**
 * The `acf` field of core's journals and posts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Module;
use Mvc\Core\Plugin;
use WP_Post;

/**
 * Adds `acf` to core's /wp/v2/journals and /wp/v2/posts exactly as ACF's own REST field answers it
 * (AcfFormat: ACF's default "light" format, or get_field()'s with acf_format=standard; recorded from
 * ACF 6.8.1 in tests/fixtures/acf/), so a client written against a site running ACF works unchanged;
 * writing `acf` updates the fields (checked as `meta` is). When ACF itself runs, it owns `acf` and
 * this adds nothing but the field groups' local JSON (plugin/acf-json/) and their keys, so ACF
 * reads the same meta (its box steps aside in the block editor: Admin\AcfBoxes).
 */
final class AcfField implements Module {

	/**
	 * The REST field's name.
	 */
	public const FIELD = 'acf';

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
		add_action( 'rest_api_init', array( $this, 'register_fields' ) );
		add_filter( 'acf/settings/load_json', array( self::class, 'load_json' ) );
		add_filter( 'acf/load_reference', array( self::class, 'reference' ), 10, 3 );
		add_filter( 'acf/pre_load_metadata', array( self::class, 'unstored' ), 10, 4 );
	}

	/**
	 * `acf/pre_load_metadata`: a journal's or an article's field that is not stored reads as not
	 * stored in ACF too. WordPress answers a registered meta's default for it (0 for a number or an
	 * image, for core REST's `meta`), which ACF would take for a value: an empty impact factor would
	 * answer 0 in `acf` where ACF's own answer is its field's default ('').
	 *
	 * @param mixed $value   Null to let ACF read the meta, '__return_null' for none.
	 * @param mixed $post_id ACF's post id.
	 * @param mixed $name    The meta key.
	 * @param mixed $hidden  Whether ACF reads the field's `_<name>` reference.
	 * @return mixed
	 */
	public static function unstored( $value, $post_id, $name, $hidden = false ) {
		if ( null !== $value || $hidden || ! is_numeric( $post_id ) || ! is_string( $name ) || ! self::is_field( (int) $post_id, $name ) ) {
			return $value;
		}
		return null === get_metadata_raw( 'post', (int) $post_id, $name ) ? '__return_null' : $value;
	}

	/**
	 * Whether a meta key is a stored field of the post's field group (a sub-field as `<group>_<sub>`).
	 *
	 * @param int    $post_id The post.
	 * @param string $key     Meta key.
	 */
	private static function is_field( int $post_id, string $key ): bool {
		$type = get_post_type( $post_id );
		if ( Journal::TYPE === $type ) {
			return isset( JournalFields::fields()[ $key ] );
		}
		return 'post' === $type && isset( ArticleFields::FIELDS[ $key ] );
	}

	/**
	 * `acf/load_reference`: ACF finds a field by its name (get_field( 'ISSN' )) through a
	 * `_<name>` meta holding the field's key, which only ACF's own screens write. For the journal's
	 * and the article's fields the key is known (plugin/acf-json/), so data saved by this plugin
	 * reads formatted in ACF too.
	 *
	 * @param mixed $reference  The field key ACF found, or empty.
	 * @param mixed $field_name The field's name.
	 * @param mixed $post_id    The post (ACF's post id: a number for posts).
	 * @return mixed
	 */
	public static function reference( $reference, $field_name, $post_id ) {
		if ( ! empty( $reference ) || ! is_string( $field_name ) || ! is_numeric( $post_id ) ) {
			return $reference;
		}
		$type = get_post_type( (int) $post_id );
		if ( Journal::TYPE === $type && isset( JournalFields::layout()[ $field_name ] ) ) {
			return 'field_mvc_' . $field_name;
		}
		if ( 'post' === $type && isset( ArticleFields::FIELDS[ $field_name ] ) ) {
			return 'field_mvc_article_' . $field_name;
		}
		return $reference;
	}

	/**
	 * Whether ACF runs (then it gives `acf` itself).
	 */
	public static function acf_runs(): bool {
		return function_exists( 'acf' );
	}

	/**
	 * `acf/settings/load_json`: ACF also reads the plugin's field groups.
	 *
	 * @param mixed $paths Folders ACF reads local JSON from.
	 * @return array<int, string>
	 */
	public static function load_json( $paths ): array {
		$paths   = is_array( $paths ) ? array_values( array_filter( $paths, 'is_string' ) ) : array();
		$paths[] = Plugin::path( 'acf-json' );
		return $paths;
	}

	/**
	 * Registers the fields, unless ACF runs.
	 */
	public function register_fields(): void {
		if ( self::acf_runs() ) {
			return;
		}
		register_rest_field(
			Journal::TYPE,
			self::FIELD,
			array(
				'get_callback'    => array( self::class, 'get' ),
				'update_callback' => static fn( $value, WP_Post $post ) => JournalFields::update( $value, $post ),
				'schema'          => self::schema( __( 'The journal\'s minisite fields, as ACF gives them (acf_format=standard or ACF\'s default).', 'mvc-core' ) ),
			)
		);
		register_rest_field(
			'post',
			self::FIELD,
			array(
				'get_callback'    => array( self::class, 'get' ),
				'update_callback' => static fn( $value, WP_Post $post ) => ArticleFields::update( $value, $post ),
				'schema'          => self::schema( __( 'The article\'s custom fields, as ACF gives them (acf_format=standard or ACF\'s default).', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * The get_callback: the post's fields in the format the request asks (acf_format), as ACF.
	 *
	 * @param array<string, mixed> $post    The post as the response has it.
	 * @param string               $name    The field's name.
	 * @param \WP_REST_Request     $request The request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return array<string, mixed>
	 */
	public static function get( array $post, $name, $request ): array {
		unset( $name );
		return AcfFormat::post( (int) $post['id'], $request->get_param( 'acf_format' ) );
	}

	/**
	 * The field's schema.
	 *
	 * @param string $description What it holds.
	 * @return array<string, mixed>
	 */
	private static function schema( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'object',
			'context'     => array( 'view', 'edit', 'embed' ),
			'arg_options' => array(
				'sanitize_callback' => null,
				'validate_callback' => static fn( $value ): bool => is_array( $value ),
			),
		);
	}
}
