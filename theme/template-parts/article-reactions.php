<?php
/**
 * The article's like, favourite and share buttons, drawn here only: the counts as the server knows
 * them, and for a member (whose pages are not cached) whether they liked or favourited it. The
 * island `article-actions` mounts in an empty container beside the row (`data-wake-with`) and
 * enhances these buttons by their hooks (`data-mvc-reaction`, `data-mvc-count`, `data-mvc-share`):
 * it sets their state and counts in place and draws only the share panel, so nothing moves when
 * it mounts. Counts the database did not give are null and drawn blank, not 0: a visitor's copy
 * of the page is cached, and the island reads them again when it wakes.
 *
 * @package Mvc
 */

use Mvc\Core\View\Article;
use Mvc\Theme\Assets\Islands;

$mvc_post_id = (int) get_the_ID();
$mvc_props   = Article::reactions( $mvc_post_id );
$mvc_row     = 'mvc-reactions-' . $mvc_post_id;
// The icons, drawn here only.
$mvc_paths  = wp_json_file_decode( get_template_directory() . '/assets/icons/article-actions.json', array( 'associative' => true ) );
$mvc_paths  = is_array( $mvc_paths ) ? $mvc_paths : array();
$mvc_icon   = static fn( string $name ): string => '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . esc_attr( (string) ( $mvc_paths[ $name ] ?? '' ) ) . '"/></svg>';
$mvc_button = static fn( string $kind, string $reaction, string $icon, string $label, ?int $count, bool $on ): string => sprintf(
	'<button type="button" class="mvc-reactions__item mvc-reactions__item--%1$s%2$s" aria-pressed="%3$s" data-mvc-reaction="%7$s">%6$s<span class="screen-reader-text">%4$s</span><span class="mvc-reactions__count" data-count="%1$s" data-mvc-count>%5$s</span></button>',
	esc_attr( $kind ),
	$on ? ' is-on' : '',
	$on ? 'true' : 'false',
	esc_html( $label ),
	null === $count ? '' : esc_html( number_format_i18n( $count ) ),
	$mvc_icon( $icon ),
	esc_attr( $reaction )
);
?>
<div class="mvc-article-actions">
	<div class="mvc-reactions" id="<?php echo esc_attr( $mvc_row ); ?>">
		<?php
		// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in $mvc_button and $mvc_icon.
		echo $mvc_button( 'like', 'like', 'thumb', __( 'Like', 'mvc' ), $mvc_props['likes'], $mvc_props['liked'] );
		echo $mvc_button( 'favorite', 'collect', 'star', __( 'Favourite', 'mvc' ), $mvc_props['favorites'], $mvc_props['favorited'] );
		?>
		<div class="mvc-share" data-mvc-share>
			<button type="button" class="mvc-reactions__item mvc-share__button" aria-expanded="false" data-mvc-share-button><?php echo $mvc_icon( 'share' ); ?><span><?php esc_html_e( 'Share', 'mvc' ); ?></span></button>
		</div>
		<?php // phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped ?>
	</div>
	<?php
	// A visitor's press on a button wakes the island, which then takes the press (src/runtime/loader).
	echo Islands::render( 'article-actions', $mvc_props + array( 'row' => $mvc_row ), 'idle', '', array( 'data-wake-with' => $mvc_row ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes.
	?>
</div>
