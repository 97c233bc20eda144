<?php
/**
 * The follow form of a special issue, drawn here only: in the special-issue box for readers
 * without JavaScript (`static`, in <noscript>, posted as a page), and once per page as the
 * template (`<template data-mvc-follow-form>`, printed by follow-button.php) that the follow
 * island's popup takes and enhances (src/islands/follow-special-issue/FollowSpecialIssue.tsx:
 * it finds the fields by their names and adds the messages the server never draws).
 *
 * @package Mvc
 *
 * @var array{action: string, post?: WP_Post|null, static?: bool} $args
 */

$mvc_post   = $args['post'] ?? null;
$mvc_static = ! empty( $args['static'] );
?>
<form class="mvc-follow-form<?php echo $mvc_static ? ' mvc-follow-form--static' : ''; ?>" method="post" action="<?php echo esc_url( $args['action'] ); ?>">
	<p class="mvc-follow-form__hint"><?php esc_html_e( 'We will send a confirmation link to this address, and remind you 7 days before the submission deadline.', 'mvc' ); ?></p>
	<?php if ( $mvc_post instanceof WP_Post ) : ?>
		<input type="hidden" name="post_id" value="<?php echo esc_attr( (string) $mvc_post->ID ); ?>">
	<?php endif; ?>
	<input type="hidden" name="from" value="page">
	<label class="mvc-follow-form__email"><?php esc_html_e( 'E-mail', 'mvc' ); ?> <input type="email" name="email" required maxlength="100" autocomplete="email" inputmode="email"></label>
	<label class="mvc-follow-form__consent"><input type="checkbox" name="consent" value="1" required> <?php esc_html_e( 'I agree to receive e-mails about this special issue from the publisher.', 'mvc' ); ?></label>
	<button type="submit" class="mvc-button mvc-button--primary"><?php esc_html_e( 'Follow the special issue', 'mvc' ); ?></button>
</form>
