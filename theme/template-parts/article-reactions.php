<?php
/**
 * The article's like, favourite and share buttons (island `article-actions`): the counts as the
 * server knows them, and for a member (whose pages are not cached) whether they liked or
 * favourited it. The placeholder is the same row of buttons, so nothing moves when it mounts.
 *
 * @package Mvc
 */

use Mvc\Assets\Islands;
use Mvc\Content\CardData;
use Mvc\Member\Collections;
use Mvc\Member\Likes;
use Mvc\Member\Role;

$mvc_post      = get_post();
$mvc_post_id   = (int) get_the_ID();
$mvc_likes     = new Likes();
$mvc_favorites = new Collections();
$mvc_member    = Role::is_member() ? get_current_user_id() : 0;
$mvc_props     = array(
	'postId'    => $mvc_post_id,
	'url'       => (string) wp_get_canonical_url( $mvc_post_id ),
	'title'     => CardData::plain_text( get_the_title( $mvc_post_id ) ),
	'likes'     => $mvc_likes->count_for_post( $mvc_post_id ),
	'favorites' => $mvc_favorites->count_for_post( $mvc_post_id ),
	'liked'     => $mvc_member > 0 && $mvc_likes->has( $mvc_member, $mvc_post_id ),
	'favorited' => $mvc_member > 0 && $mvc_favorites->has( $mvc_member, $mvc_post_id ),
	'summary'   => $mvc_post instanceof WP_Post ? CardData::summary( $mvc_post, 120 ) : '',
	'image'     => (string) get_the_post_thumbnail_url( $mvc_post_id, 'medium' ),
);
// The island's icons (src/islands/article-actions/icons.tsx), drawn the same here.
$mvc_icons       = array(
	'like'     => 'M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z',
	'favorite' => 'M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z',
	'share'    => 'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z',
);
$mvc_icon        = static fn( string $kind ): string => '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="' . esc_attr( $mvc_icons[ $kind ] ) . '"/></svg>';
$mvc_button      = static fn( string $kind, string $label, int $count, bool $on ): string => sprintf(
	'<button type="button" class="mvc-reactions__item mvc-reactions__item--%1$s%2$s" aria-pressed="%3$s">%6$s<span class="screen-reader-text">%4$s</span><span class="mvc-reactions__count" data-count="%1$s">%5$s</span></button>',
	esc_attr( $kind ),
	$on ? ' is-on' : '',
	$on ? 'true' : 'false',
	esc_html( $label ),
	esc_html( number_format_i18n( $count ) ),
	$mvc_icon( $kind )
);
$mvc_placeholder = '<div class="mvc-reactions">'
	. $mvc_button( 'like', __( 'Like', 'mvc' ), $mvc_props['likes'], $mvc_props['liked'] )
	. $mvc_button( 'favorite', __( 'Favourite', 'mvc' ), $mvc_props['favorites'], $mvc_props['favorited'] )
	. '<div class="mvc-share"><button type="button" class="mvc-reactions__item mvc-share__button" aria-expanded="false">' . $mvc_icon( 'share' ) . '<span>' . esc_html__( 'Share', 'mvc' ) . '</span></button></div>'
	. '</div>';
echo Islands::render( 'article-actions', $mvc_props, 'idle', $mvc_placeholder, array( 'class' => 'mvc-article-actions' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped above.
