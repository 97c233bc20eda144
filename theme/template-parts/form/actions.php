<?php
/**
 * The submit button and the result of a form the server draws (contact, the minisite's contact,
 * the news submission): the result of the last post, `success` or `error` with the server's reason.
 * An island over the form finds them by id (`{form}-submit`, `{form}-result`) and writes its own
 * result there, with the words it gets from its props.
 *
 * @package Mvc
 *
 * @var array{form: string, submit: string, status: string, success: string, error: string, detail?: string} $args
 */

$mvc_form   = $args['form'];
$mvc_status = in_array( $args['status'], array( 'success', 'error' ), true ) ? $args['status'] : '';
$mvc_text   = '' !== $mvc_status ? $args[ $mvc_status ] : '';
$mvc_detail = 'error' === $mvc_status ? (string) ( $args['detail'] ?? '' ) : '';
?>
<div class="mvc-contact-form__actions">
	<button class="mvc-button mvc-button--primary mvc-contact-form__submit" id="<?php echo esc_attr( $mvc_form . '-submit' ); ?>" type="submit"><?php echo esc_html( $args['submit'] ); ?></button>
	<div class="mvc-contact-form__result" id="<?php echo esc_attr( $mvc_form . '-result' ); ?>" role="status"<?php echo '' !== $mvc_status ? ' data-state="' . esc_attr( $mvc_status ) . '"' : ''; ?>>
		<p class="mvc-contact-form__result-text"><?php echo esc_html( $mvc_text ); ?></p>
		<p class="mvc-contact-form__result-detail"<?php echo '' === $mvc_detail ? ' hidden' : ''; ?>><?php echo esc_html( $mvc_detail ); ?></p>
	</div>
</div>
