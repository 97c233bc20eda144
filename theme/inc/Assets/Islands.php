<?php
/**
 * Island containers in server-rendered pages.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

/**
 * An island is a React widget that mounts into a container the page leaves for it. The container
 * carries the island's name, when it wakes (load, idle, visible, interaction) and its initial props
 * as JSON, around a placeholder of the final size that the server draws (and that works without
 * JavaScript where it can). The loader mounts the island in place of the placeholder.
 *
 * The container says what its template declared; the loader alone applies the wake policy (a
 * visitor's `idle` island waits for a press, see src/runtime/loader/wake.ts wakeFor()), so the
 * placeholder must show everything a visitor sees: counts, buttons, the login button.
 */
final class Islands {

	public const WAKE = array( 'load', 'idle', 'visible', 'interaction' );

	/**
	 * Names of the islands rendered on this page.
	 *
	 * @var array<string, true>
	 */
	private static array $used = array();

	/**
	 * The container of an island.
	 *
	 * @param string                $name        Island name (a folder of src/islands/).
	 * @param array<string, mixed>  $props       Initial props, JSON-encodable, never personal on cacheable pages.
	 * @param string                $wake        One of WAKE.
	 * @param string                $placeholder Escaped HTML drawn until the island mounts.
	 * @param array<string, string> $attributes Extra attributes of the container (class is appended).
	 * @return string HTML.
	 */
	public static function render( string $name, array $props = array(), string $wake = 'idle', string $placeholder = '', array $attributes = array() ): string {
		if ( ! in_array( $wake, self::WAKE, true ) ) {
			$wake = 'idle';
		}
		$name                      = sanitize_key( $name );
		self::$used[ $name ]       = true;
		$attributes['class']       = trim( 'mvc-island mvc-island--' . $name . ' ' . ( $attributes['class'] ?? '' ) );
		$attributes['data-island'] = $name;
		$attributes['data-wake']   = $wake;

		$html = '<div';
		foreach ( $attributes as $key => $value ) {
			$html .= ' ' . esc_attr( $key ) . '="' . esc_attr( $value ) . '"';
		}
		$json = wp_json_encode( (object) $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP );
		return $html . '><script type="application/json" class="mvc-island__props">' . $json . '</script>' . $placeholder . '</div>';
	}

	/**
	 * Records an island as used on this page without printing it (a kept copy of a fragment that
	 * holds its container: the footer must still describe its script).
	 *
	 * @param string $name Island name.
	 */
	public static function mark( string $name ): void {
		self::$used[ sanitize_key( $name ) ] = true;
	}

	/**
	 * Names of the islands rendered so far on this page.
	 *
	 * @return array<int, string>
	 */
	public static function used(): array {
		return array_keys( self::$used );
	}

	/**
	 * Forgets the rendered islands (tests render several pages in one process).
	 */
	public static function reset(): void {
		self::$used = array();
	}
}
