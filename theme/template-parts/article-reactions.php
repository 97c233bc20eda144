<?php
/**
 * The article's like and favourite counts, as the server knows them when the page is rendered.
 *
 * @package Mvc
 */

use Mvc\Member\Collections;
use Mvc\Member\Likes;

$mvc_likes     = ( new Likes() )->count_for_post( get_the_ID() );
$mvc_favorites = ( new Collections() )->count_for_post( get_the_ID() );
?>
<div class="mvc-reactions" data-post-id="<?php echo esc_attr( (string) get_the_ID() ); ?>">
	<span class="mvc-reactions__item mvc-reactions__item--like">
		<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"/></svg>
		<span class="screen-reader-text"><?php esc_html_e( 'Likes', 'mvc' ); ?></span>
		<span class="mvc-reactions__count" data-count="like"><?php echo esc_html( number_format_i18n( $mvc_likes ) ); ?></span>
	</span>
	<span class="mvc-reactions__item mvc-reactions__item--favorite">
		<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z"/></svg>
		<span class="screen-reader-text"><?php esc_html_e( 'Favourites', 'mvc' ); ?></span>
		<span class="mvc-reactions__count" data-count="favorite"><?php echo esc_html( number_format_i18n( $mvc_favorites ) ); ?></span>
	</span>
</div>
