<?php
/**
 * WordPress's registered scripts, described for the island loader.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

use WP_Scripts;

/**
 * Walks the dependencies of some script handles through wp_scripts() and describes each handle as
 * the loader needs it: its URL (as WordPress would print it), its dependencies and the inline code
 * WordPress prints around it (localized data, translations, before and after scripts), so the
 * loader can reproduce WordPress's own output later, in the same order.
 */
final class ScriptGraph {

	/**
	 * Describes the handles and all their dependencies.
	 *
	 * @param array<int, string> $handles Script handles.
	 * @return array<string, array<string, mixed>> Handle => description, dependencies first.
	 */
	public static function describe( array $handles ): array {
		$scripts = wp_scripts();
		$ordered = array();
		foreach ( $handles as $handle ) {
			self::visit( $scripts, $handle, $ordered );
		}
		$described = array();
		foreach ( array_keys( $ordered ) as $handle ) {
			$described[ $handle ] = self::describe_one( $scripts, $handle );
		}
		return $described;
	}

	/**
	 * Depth-first walk: dependencies before the handle.
	 *
	 * @param WP_Scripts          $scripts Registry.
	 * @param string              $handle  Handle.
	 * @param array<string, bool> $ordered Visited handles, in load order.
	 */
	private static function visit( WP_Scripts $scripts, string $handle, array &$ordered ): void {
		if ( isset( $ordered[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return;
		}
		$ordered[ $handle ] = false;
		// Visiting: guards against dependency cycles.
		foreach ( $scripts->registered[ $handle ]->deps as $dep ) {
			self::visit( $scripts, (string) $dep, $ordered );
		}
		unset( $ordered[ $handle ] );
		// Re-added at the end: after all its dependencies.
		$ordered[ $handle ] = true;
	}

	/**
	 * One handle's description.
	 *
	 * @param WP_Scripts $scripts Registry.
	 * @param string     $handle  Handle.
	 * @return array<string, mixed>
	 */
	private static function describe_one( WP_Scripts $scripts, string $handle ): array {
		$script = $scripts->registered[ $handle ];
		$item   = array(
			'src'  => self::src( $scripts, $handle ),
			'deps' => array_values( array_map( 'strval', $script->deps ) ),
		);
		$data   = $scripts->get_data( $handle, 'data' );
		if ( is_string( $data ) && '' !== $data ) {
			$item['data'] = $data;
		}
		$translations = $scripts->print_translations( $handle, false );
		if ( is_string( $translations ) && '' !== $translations ) {
			$item['translations'] = $translations;
		}
		foreach ( array( 'before', 'after' ) as $position ) {
			$code = $scripts->get_inline_script_data( $handle, $position );
			if ( '' !== $code ) {
				$item[ $position ] = $code;
			}
		}
		return $item;
	}

	/**
	 * The script's URL as WordPress prints it, or null for a handle that only groups dependencies.
	 *
	 * @param WP_Scripts $scripts Registry.
	 * @param string     $handle  Handle.
	 */
	private static function src( WP_Scripts $scripts, string $handle ): ?string {
		$script = $scripts->registered[ $handle ];
		if ( ! is_string( $script->src ) || '' === $script->src ) {
			return null;
		}
		$src = $script->src;
		if ( ! preg_match( '#^(https?:)?//#', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
			$src = $scripts->base_url . $src;
		}
		$version = null === $script->ver ? false : ( $script->ver ? $script->ver : $scripts->default_version );
		if ( $version ) {
			$src = add_query_arg( 'ver', $version, $src );
		}
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		$src = apply_filters( 'script_loader_src', $src, $handle ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as WordPress applies it.
		return is_string( $src ) && '' !== $src ? esc_url_raw( $src ) : null;
	}
}
