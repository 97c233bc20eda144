<?php
/**
 * The tag subscribe button (island `tag-subscribe`), with the follower count where the page shows
 * it. The placeholder is the same button, so nothing moves when the island mounts; a press on it
 * is handed on to the island. The count is drawn here only, beside the island, which writes the
 * new number into it after a toggle (the span of the area marked `data-mvc-followers`, the tag's id).
 *
 * @package Mvc
 *
 * @var array{term: WP_Term, followers?: bool, labels?: string} $args
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Content\ListTabs;

$mvc_term  = $args['term'];
$mvc_state = ListTabs::subscription( $mvc_term, ! empty( $args['followers'] ) );
$mvc_props = array(
	'tag'        => array(
		'id'   => $mvc_term->term_id,
		'name' => html_entity_decode( $mvc_term->name, ENT_QUOTES, 'UTF-8' ),
		'link' => (string) get_term_link( $mvc_term ),
	),
	'subscribed' => $mvc_state['subscribed'],
	'followers'  => $mvc_state['followers'],
	'labels'     => 'tag-page' === ( $args['labels'] ?? '' ) ? 'tag-page' : 'toggle',
);
if ( $mvc_props['subscribed'] ) {
	$mvc_label = 'tag-page' === $mvc_props['labels'] ? __( 'Subscribed', 'mvc' ) : __( 'Unsubscribe', 'mvc' );
} else {
	$mvc_label = __( 'Subscribe', 'mvc' );
}
$mvc_placeholder    = sprintf(
	'<button type="button" class="mvc-tag-subscribe%1$s">%2$s</button>',
	$mvc_props['subscribed'] ? ' is-subscribed' : '',
	esc_html( $mvc_label )
);
$mvc_followers_html = '';
if ( null !== $mvc_props['followers'] ) {
	// A plain variable as _n()'s number: Theme Check's argument parser reads an array key there as a text domain.
	$mvc_followers      = $mvc_props['followers'];
	$mvc_followers_html = sprintf(
		'<span class="mvc-tag-subscribe__followers">%s</span>',
		/* translators: %s: number of members following the tag. */
		esc_html( sprintf( _n( '%s follower', '%s followers', $mvc_followers, 'mvc' ), number_format_i18n( $mvc_followers ) ) )
	);
}
?>
<div class="mvc-tag-subscribe-area"<?php echo null !== $mvc_props['followers'] ? ' data-mvc-followers="' . esc_attr( (string) $mvc_term->term_id ) . '"' : ''; ?>>
	<?php
	echo Islands::render( 'tag-subscribe', $mvc_props, 'interaction', $mvc_placeholder ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped above.
	echo $mvc_followers_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	?>
</div>
