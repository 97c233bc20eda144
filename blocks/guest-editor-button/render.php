<?php
/**
 * Front-end markup of the block mvc/guest-editor-button: the guest-editor-button island around a
 * link to the guest-editor page, which works without JavaScript. The island opens the modal
 * instead; a click before it woke opens it as soon as it mounts. The container is the plugin's own
 * (Mvc\Core\Blocks\Island), so the block renders under any theme: a theme that does not mount
 * islands shows the link.
 *
 * @package Mvc
 */

$mvc_placeholder = sprintf(
	'<a class="mvc-button mvc-guest-editor-button" href="%s">%s</a>',
	esc_url( home_url( '/call-for-papers/become-a-guest-editor/' ) ),
	esc_html__( 'Become a guest editor', 'mvc-core' )
);
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by get_block_wrapper_attributes(). ?>>
	<?php
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Island::render() escapes its attributes and JSON; the placeholder is escaped above.
	echo \Mvc\Core\Blocks\Island::render(
		'guest-editor-button',
		array( 'applyUrl' => \Mvc\Core\Settings::guest_editor_apply_url() ),
		'interaction',
		$mvc_placeholder
	);
	// phpcs:enable
	?>
</div>
