<?php
/**
 * The container of an island that a block of the plugin prints.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Blocks;

/**
 * A block whose front end is an island prints the same container the theme's templates do (the
 * island markup contract the theme's loader reads: the `mvc-island` div with data-island and
 * data-wake, the props as JSON, and a placeholder that works without JavaScript). The plugin names no
 * theme class: it announces each container with the action `mvc_island`, and a theme that mounts
 * islands listens. Under any other theme the placeholder stays, as a page without JavaScript shows
 * it. See docs/architecture.md, "The plugin and the theme".
 */
final class Island {

	/**
	 * When an island wakes (the theme's loader applies the wake policy).
	 */
	public const WAKE = array( 'load', 'idle', 'visible', 'interaction' );

	/**
	 * The action fired with the name of each island container printed (do_action() names it
	 * literally, as WordPress's coding standard asks).
	 */
	public const ACTION = 'mvc_island';

	/**
	 * The container of an island.
	 *
	 * @param string               $name        Island name (a folder of the theme's src/islands/).
	 * @param array<string, mixed> $props       Initial props, JSON-encodable, never personal on cacheable pages.
	 * @param string               $wake        One of WAKE (another value is `idle`).
	 * @param string               $placeholder Escaped HTML drawn until the island mounts.
	 * @return string HTML.
	 */
	public static function render( string $name, array $props = array(), string $wake = 'idle', string $placeholder = '' ): string {
		$name = sanitize_key( $name );
		if ( ! in_array( $wake, self::WAKE, true ) ) {
			$wake = 'idle';
		}
		/**
		 * An island container is printed: a theme that mounts islands loads this one's script.
		 *
		 * @param string $name Island name.
		 */
		do_action( 'mvc_island', $name );
		$json = wp_json_encode( (object) $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP );
		return sprintf(
			'<div class="%1$s" data-island="%2$s" data-wake="%3$s"><script type="application/json" class="mvc-island__props">%4$s</script>%5$s</div>',
			esc_attr( 'mvc-island mvc-island--' . $name ),
			esc_attr( $name ),
			esc_attr( $wake ),
			$json,
			$placeholder
		);
	}
}
