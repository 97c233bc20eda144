<?php
/**
 * The article's like, favourite and share buttons (island `article-actions`): the counts as the
 * server knows them, and for a member (whose pages are not cached) whether they liked or
 * favourited it. The placeholder is the same row of buttons, so nothing moves when it mounts.
 * Counts the database did not give are null and drawn blank, not 0: a visitor's copy
 * of the page is cached, and the island reads them again when it wakes.
 *
 * @package Mvc
 */

use Mvc\Core\View\Article;
use Mvc\Theme\Assets\Islands;

$mvc_props = Article::reactions( (int) get_the_ID() );
// The island's icons (src/islands/article-actions/icons.tsx), from the same file.
$mvc_paths       = wp_json_file_decode( get_template_directory() . '/assets/icons/article-actions.json', array( 'associative' => true ) );
$mvc_paths       = is_array( $mvc_paths ) ? $mvc_paths : array();
$mvc_icon        = static fn( string $name ): string => '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . esc_attr( (string) ( $mvc_paths[ $name ] ?? '' ) ) . '"/></svg>';
$mvc_button      = static fn( string $kind, string $icon, string $label, ?int $count, bool $on ): string => sprintf(
	'<button type="button" class="mvc-reactions__item mvc-reactions__item--%1$s%2$s" aria-pressed="%3$s">%6$s<span class="screen-reader-text">%4$s</span><span class="mvc-reactions__count" data-count="%1$s">%5$s</span></button>',
	esc_attr( $kind ),
	$on ? ' is-on' : '',
	$on ? 'true' : 'false',
	esc_html( $label ),
	null === $count ? '' : esc_html( number_format_i18n( $count ) ),
	$mvc_icon( $icon )
);
$mvc_placeholder = '<div class="mvc-reactions">'
	. $mvc_button( 'like', 'thumb', __( 'Like', 'mvc' ), $mvc_props['likes'], $mvc_props['liked'] )
	. $mvc_button( 'favorite', 'star', __( 'Favourite', 'mvc' ), $mvc_props['favorites'], $mvc_props['favorited'] )
	. '<div class="mvc-share"><button type="button" class="mvc-reactions__item mvc-share__button" aria-expanded="false">' . $mvc_icon( 'share' ) . '<span>' . esc_html__( 'Share', 'mvc' ) . '</span></button></div>'
	. '</div>';
echo Islands::render( 'article-actions', $mvc_props, 'idle', $mvc_placeholder, array( 'class' => 'mvc-article-actions' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped above.
