<?php
/**
 * The `acf` REST field's values, formatted as ACF formats them.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Plugin;
use WP_Post;

/**
 * Answers a post's fields as ACF's own REST field answers them (ACF 6.8.1, recorded in
 * tests/fixtures/acf/), for the field groups in plugin/acf-json/, so that `acf` has the same shape
 * whether ACF runs or not. Each field is read as ACF reads it and formatted by its type, as
 * acf_format_value() (`acf_format=standard`) or format_value_for_rest() (ACF's default, "light")
 * would: standard() and light() say each type's shape. Only the types the plugin's groups use are
 * known; another answers as stored. Why: docs/decisions.md, "The journal's editor panels and the
 * `acf` field".
 */
final class AcfFormat {

	/**
	 * ACF's two REST formats.
	 */
	public const STANDARD = 'standard';
	public const LIGHT    = 'light';

	/**
	 * ACF's `default_value` of the field types that have one (each type's $defaults), used when a
	 * field has no value and its group does not declare another.
	 */
	private const TYPE_DEFAULTS = array(
		'text'       => '',
		'url'        => '',
		'textarea'   => '',
		'number'     => '',
		'checkbox'   => '',
		'select'     => '',
		'true_false' => 0,
	);

	/**
	 * The plugin's field groups (plugin/acf-json/), by key.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function groups(): array {
		static $groups = null;
		if ( null === $groups ) {
			$groups = array();
			foreach ( (array) glob( Plugin::path( 'acf-json/group_*.json' ) ) as $file ) {
				$group = is_string( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
				if ( is_array( $group ) && isset( $group['key'], $group['fields'] ) && is_array( $group['fields'] ) ) {
					$groups[ (string) $group['key'] ] = $group;
				}
			}
		}
		return $groups;
	}

	/**
	 * The groups whose location is a post type (`post_type == <type>`), as ACF's REST field lists
	 * them for a post of that type.
	 *
	 * @param string $post_type Post type.
	 * @return array<int, array<string, mixed>>
	 */
	public static function groups_for( string $post_type ): array {
		$matching = array();
		foreach ( self::groups() as $group ) {
			if ( empty( $group['show_in_rest'] ) || ( isset( $group['active'] ) && ! $group['active'] ) ) {
				continue;
			}
			foreach ( (array) ( $group['location'] ?? array() ) as $rules ) {
				$rule = is_array( $rules ) ? ( $rules[0] ?? null ) : null;
				if ( is_array( $rule ) && 1 === count( $rules ) && 'post_type' === ( $rule['param'] ?? '' ) && '==' === ( $rule['operator'] ?? '' ) && ( $rule['value'] ?? '' ) === $post_type ) {
					$matching[] = $group;
					break;
				}
			}
		}
		return $matching;
	}

	/**
	 * Every field key of the plugin's groups, sub-fields included.
	 *
	 * @return array<string, true>
	 */
	public static function keys(): array {
		static $keys = null;
		if ( null === $keys ) {
			$keys = array();
			$add  = static function ( array $fields ) use ( &$add, &$keys ): void {
				foreach ( $fields as $field ) {
					if ( is_array( $field ) && isset( $field['key'] ) ) {
						$keys[ (string) $field['key'] ] = true;
						$add( (array) ( $field['sub_fields'] ?? array() ) );
					}
				}
			};
			foreach ( self::groups() as $group ) {
				$add( $group['fields'] );
			}
		}
		return $keys;
	}

	/**
	 * A post's `acf`: its groups' fields, name => value, in the format asked (ACF takes any
	 * acf_format but 'standard' as its default, light).
	 *
	 * @param int   $post_id The post.
	 * @param mixed $format  The request's acf_format.
	 * @return array<string, mixed>
	 */
	public static function post( int $post_id, $format = self::LIGHT ): array {
		$format = self::STANDARD === $format ? self::STANDARD : self::LIGHT;
		$type   = get_post_type( $post_id );
		$values = array();
		if ( ! is_string( $type ) ) {
			return $values;
		}
		foreach ( self::groups_for( $type ) as $group ) {
			foreach ( $group['fields'] as $field ) {
				$value                    = self::load( $post_id, $field, '' );
				$values[ $field['name'] ] = self::STANDARD === $format ? self::standard( $value, $field ) : self::light( $value, $field );
			}
		}
		return $values;
	}

	/**
	 * A field's value as ACF loads it (acf_get_value()): the first stored value, else the field's
	 * default_value (its type's when the group declares none); a group is its sub-fields' values by
	 * key (meta `<group>_<sub>`); a single select is one value. A registered meta's default is not a
	 * stored value (AcfField::unstored() tells ACF the same).
	 *
	 * @param int                  $post_id The post.
	 * @param array<string, mixed> $field   The field.
	 * @param string               $prefix  The parent group's meta name and '_', for a sub-field.
	 * @return mixed
	 */
	private static function load( int $post_id, array $field, string $prefix ) {
		$name = $prefix . $field['name'];
		if ( 'group' === $field['type'] ) {
			$value = array();
			foreach ( (array) ( $field['sub_fields'] ?? array() ) as $sub ) {
				$value[ $sub['key'] ] = self::load( $post_id, $sub, $name . '_' );
			}
			return $value;
		}
		$meta    = get_metadata_raw( 'post', $post_id, $name );
		$value   = is_array( $meta ) && array_key_exists( 0, $meta ) ? $meta[0] : null;
		$default = $field['default_value'] ?? self::TYPE_DEFAULTS[ $field['type'] ] ?? null;
		if ( null === $value && null !== $default ) {
			$value = $default;
		}
		if ( 'select' === $field['type'] ) {
			if ( ! empty( $field['multiple'] ) ) {
				return self::is_empty( $value ) ? array() : (array) $value;
			}
			return is_array( $value ) ? reset( $value ) : $value;
		}
		return $value;
	}

	/**
	 * ACF's acf_format_value() for the types of the plugin's groups (acf_format=standard, as
	 * get_field()): text, url, textarea, number and select as stored (a number is the stored string),
	 * checkbox a list, true_false a boolean, image as its return_format declares (ACF's image array
	 * from acf_get_attachment(), the url or the id; false when empty), group an object of its sub-fields.
	 *
	 * @param mixed                $value Loaded value.
	 * @param array<string, mixed> $field The field.
	 * @return mixed
	 */
	private static function standard( $value, array $field ) {
		switch ( $field['type'] ) {
			case 'group':
				if ( empty( $value ) || ! is_array( $value ) ) {
					return false;
				}
				$row = array();
				foreach ( (array) ( $field['sub_fields'] ?? array() ) as $sub ) {
					$row[ $sub['name'] ] = self::standard( $value[ $sub['key'] ] ?? null, $sub );
				}
				return $row;
			case 'true_false':
				return ! empty( $value );
			case 'checkbox':
				return self::is_empty( $value ) ? array() : array_map( static fn( $item ) => self::choice( $item, $field ), (array) $value );
			case 'select':
				return is_array( $value ) ? array_map( static fn( $item ) => self::choice( $item, $field ), $value ) : self::choice( $value, $field );
			case 'textarea':
				if ( empty( $value ) || ! is_string( $value ) ) {
					return $value;
				}
				if ( 'wpautop' === ( $field['new_lines'] ?? '' ) ) {
					return wpautop( $value );
				}
				return 'br' === ( $field['new_lines'] ?? '' ) ? nl2br( $value ) : $value;
			case 'image':
				if ( empty( $value ) || ! is_numeric( $value ) ) {
					return false;
				}
				$id = (int) $value;
				switch ( $field['return_format'] ?? 'array' ) {
					case 'url':
						return wp_get_attachment_url( $id );
					case 'array':
						return self::attachment( $id );
					default:
						return $id;
				}
			default:
				return $value;
		}//end switch
	}

	/**
	 * ACF's format_value_for_rest() for the types of the plugin's groups (the REST default, light):
	 * values as stored, numbers and image ids as numbers, true_false a boolean, group an object of its
	 * sub-fields.
	 *
	 * @param mixed                $value Loaded value.
	 * @param array<string, mixed> $field The field.
	 * @return mixed
	 */
	private static function light( $value, array $field ) {
		switch ( $field['type'] ) {
			case 'group':
				if ( empty( $value ) || ! is_array( $value ) ) {
					return $value;
				}
				$row = array();
				foreach ( (array) ( $field['sub_fields'] ?? array() ) as $sub ) {
					$row[ $sub['name'] ] = self::light( $value[ $sub['key'] ] ?? null, $sub );
				}
				return $row;
			case 'true_false':
				return (bool) $value;
			case 'number':
			case 'image':
				return is_numeric( $value ) ? $value + 0 : $value;
			default:
				return $value;
		}
	}

	/**
	 * One chosen value of a select or checkbox, as its return_format declares.
	 *
	 * @param mixed                $value The value.
	 * @param array<string, mixed> $field The field.
	 * @return mixed
	 */
	private static function choice( $value, array $field ) {
		if ( self::is_empty( $value ) ) {
			return $value;
		}
		$choices = (array) ( $field['choices'] ?? array() );
		$label   = is_scalar( $value ) && isset( $choices[ $value ] ) ? $choices[ $value ] : $value;
		switch ( $field['return_format'] ?? 'value' ) {
			case 'label':
				return $label;
			case 'array':
				return array(
					'value' => $value,
					'label' => $label,
				);
			default:
				return $value;
		}
	}

	/**
	 * ACF's acf_is_empty(): empty but not a number (0 is a value).
	 *
	 * @param mixed $value The value.
	 */
	private static function is_empty( $value ): bool {
		return ! $value && ! is_numeric( $value );
	}

	/**
	 * An attachment as ACF's acf_get_attachment() answers it (the image field's "array" format):
	 * its post's details, the file size (metadata, else the file's), and for an image its full
	 * size and every registered size; false when the id is no attachment.
	 *
	 * @param int $id Attachment id.
	 * @return array<string, mixed>|false
	 */
	public static function attachment( int $id ) {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || 'attachment' !== $post->post_type ) {
			return false;
		}
		$meta = wp_get_attachment_metadata( $id );
		$file = get_attached_file( $id );
		if ( false !== strpos( $post->post_mime_type, '/' ) ) {
			list( $type, $subtype ) = explode( '/', $post->post_mime_type );
		} else {
			list( $type, $subtype ) = array( $post->post_mime_type, '' );
		}
		$attachment = array(
			'ID'          => $post->ID,
			'id'          => $post->ID,
			'title'       => $post->post_title,
			'filename'    => wp_basename( (string) $file ),
			'filesize'    => 0,
			'url'         => wp_get_attachment_url( $id ),
			'link'        => get_attachment_link( $id ),
			'alt'         => get_post_meta( $id, '_wp_attachment_image_alt', true ),
			'author'      => $post->post_author,
			'description' => $post->post_content,
			'caption'     => $post->post_excerpt,
			'name'        => $post->post_name,
			'status'      => $post->post_status,
			'uploaded_to' => $post->post_parent,
			'date'        => $post->post_date_gmt,
			'modified'    => $post->post_modified_gmt,
			'menu_order'  => $post->menu_order,
			'mime_type'   => $post->post_mime_type,
			'type'        => $type,
			'subtype'     => $subtype,
			'icon'        => wp_mime_type_icon( $id ),
		);
		if ( is_array( $meta ) && isset( $meta['filesize'] ) ) {
			$attachment['filesize'] = $meta['filesize'];
		} elseif ( is_string( $file ) && '' !== $file && file_exists( $file ) ) {
			$attachment['filesize'] = filesize( $file );
		}
		if ( 'image' === $type ) {
			$full = wp_get_attachment_image_src( $id, 'full' );
			if ( $full ) {
				$attachment['url']    = $full[0];
				$attachment['width']  = $full[1];
				$attachment['height'] = $full[2];
			}
			$sizes = array();
			foreach ( get_intermediate_image_sizes() as $size ) {
				$src = wp_get_attachment_image_src( $id, $size );
				if ( $src ) {
					$sizes[ $size ]             = $src[0];
					$sizes[ $size . '-width' ]  = $src[1];
					$sizes[ $size . '-height' ] = $src[2];
				}
			}
			$attachment['sizes'] = $sizes;
		}
		return $attachment;
	}
}
