<?php
/**
 * The journal's fields as registered post meta.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Journal;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;

/**
 * Registers every field of Layout as post meta of the journal, typed, sanitised and shown in core
 * REST (`meta`), so the block editor edits them through core-data. An empty number or image is
 * never stored: the meta is deleted, which reads as null / false, as in ACF.
 */
final class Meta {

	/**
	 * Registers the fields as post meta of the journal post type.
	 */
	public static function register(): void {
		foreach ( JournalFields::fields() as $key => $kind ) {
			$label = JournalFields::label( $key );
			register_post_meta(
				Journal::TYPE,
				$key,
				array(
					'type'              => self::type( $kind ),
					'label'             => $label,
					'description'       => $label,
					'single'            => true,
					'default'           => self::default_value( $kind ),
					'sanitize_callback' => static fn( $value ) => Values::sanitize( $kind, $value ),
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
	public static function type( string $kind ): string {
		switch ( $kind ) {
			case Layout::INTEGER:
			case Layout::IMAGE:
				return 'integer';
			case Layout::NUMBER:
				return 'number';
			case Layout::BOOLEAN:
				return 'boolean';
			case Layout::INDEXES:
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
	private static function default_value( string $kind ) {
		switch ( $kind ) {
			case Layout::INTEGER:
			case Layout::IMAGE:
			case Layout::NUMBER:
				return 0;
			case Layout::BOOLEAN:
				return false;
			case Layout::INDEXES:
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
		$schema = array( 'type' => self::type( $kind ) );
		if ( Layout::INDEXES === $kind ) {
			$schema['items']       = array(
				'type' => 'string',
				'enum' => Layout::INDEX_NAMES,
			);
			$schema['uniqueItems'] = true;
		} elseif ( Layout::TYPE === $kind ) {
			$schema['enum'] = array( '', Layout::OPEN_ACCESS );
		} elseif ( Layout::NUMBER === $kind || Layout::INTEGER === $kind || Layout::IMAGE === $kind ) {
			$schema['minimum'] = 0;
		}
		return $schema;
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
		$kind = JournalFields::fields()[ $meta_key ] ?? null;
		if ( ! in_array( $kind, array( Layout::INTEGER, Layout::NUMBER, Layout::IMAGE ), true ) || ! empty( $value ) || get_post_type( (int) $post_id ) !== Journal::TYPE ) {
			return $check;
		}
		delete_post_meta( (int) $post_id, $meta_key );
		return true;
	}
}
