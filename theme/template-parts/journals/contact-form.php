<?php
/**
 * The minisite's contact form (联系编辑部; public-site spec, the minisite contact variant: name,
 * e-mail, message, with the journal's title and id), drawn whole by the server, with the honeypot
 * `website`. It posts to the journal's page itself (the plugin's Submissions\MinisiteContactForm::take_post())
 * and needs no JavaScript: the browser's own checks (required, type=email, maxlength) help, the
 * server checks everything again. After a message the page says it was sent; after a refusal it
 * shows the reason under the field and what was typed.
 *
 * @package Mvc
 *
 * @var array{journal: WP_Post} $args
 */

use Mvc\Core\View\Minisite;

$mvc_journal = $args['journal'];
$mvc_form    = Minisite::contact_form();
$mvc_outcome = $mvc_form['outcome'];
$mvc_sent    = $mvc_form['sent'];
$mvc_values  = array(
	'name'    => $mvc_outcome['name'] ?? '',
	'email'   => $mvc_outcome['email'] ?? '',
	'message' => $mvc_outcome['message_text'] ?? '',
);
$mvc_field   = $mvc_outcome['field'] ?? '';
$mvc_labels  = array(
	'name'    => __( 'Name', 'mvc' ),
	'email'   => __( 'E-mail', 'mvc' ),
	'message' => __( 'Message', 'mvc' ),
);
$mvc_id      = $mvc_form['anchor'];
?>
<div class="mvc-minisite__block mvc-minisite-contact">
	<h3 class="mvc-minisite__block-title" id="<?php echo esc_attr( $mvc_id . '-title' ); ?>"><?php esc_html_e( 'Contact the editorial office', 'mvc' ); ?></h3>
	<p class="mvc-contact__intro"><?php esc_html_e( 'A question for the editors of this journal? Write to us and we will reply by e-mail.', 'mvc' ); ?></p>
	<form class="mvc-contact-form mvc-minisite-contact__form" id="<?php echo esc_attr( $mvc_id ); ?>" method="post" action="<?php echo esc_url( (string) get_permalink( $mvc_journal ) . '#' . $mvc_id ); ?>" aria-labelledby="<?php echo esc_attr( $mvc_id . '-title' ); ?>">
		<input type="hidden" name="<?php echo esc_attr( $mvc_form['field'] ); ?>" value="1">
		<?php
		foreach ( $mvc_form['fields'] as $mvc_name => $mvc_max ) :
			$mvc_input_id = $mvc_id . '-' . $mvc_name;
			$mvc_error    = null !== $mvc_outcome && $mvc_name === $mvc_field ? $mvc_outcome['message'] : '';
			$mvc_common   = sprintf(
				'id="%1$s" class="mvc-field__input" name="%2$s" maxlength="%3$d" required aria-required="true"%4$s',
				esc_attr( $mvc_input_id ),
				esc_attr( $mvc_name ),
				(int) $mvc_max,
				'' !== $mvc_error ? ' aria-invalid="true" aria-describedby="' . esc_attr( $mvc_input_id . '-error' ) . '"' : ''
			);
			?>
			<div class="mvc-field mvc-contact-form__field<?php echo 'message' === $mvc_name ? ' mvc-contact-form__field--message' : ''; ?><?php echo '' !== $mvc_error ? ' mvc-field--invalid' : ''; ?>">
				<label class="mvc-field__label" for="<?php echo esc_attr( $mvc_input_id ); ?>">
					<span class="mvc-contact-form__required" aria-hidden="true">*</span>
					<?php echo esc_html( $mvc_labels[ $mvc_name ] ); ?>
				</label>
				<div class="mvc-field__control">
					<?php if ( 'message' === $mvc_name ) : ?>
						<textarea <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> rows="5"><?php echo esc_textarea( $mvc_values[ $mvc_name ] ); ?></textarea>
					<?php else : ?>
						<input <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> type="<?php echo 'email' === $mvc_name ? 'email' : 'text'; ?>" value="<?php echo esc_attr( $mvc_values[ $mvc_name ] ); ?>" autocomplete="<?php echo 'email' === $mvc_name ? 'email' : 'name'; ?>">
					<?php endif; ?>
				</div>
				<?php if ( '' !== $mvc_error ) : ?>
					<p class="mvc-field__error" id="<?php echo esc_attr( $mvc_input_id . '-error' ); ?>"><?php echo esc_html( $mvc_error ); ?></p>
				<?php endif; ?>
			</div>
		<?php endforeach; ?>
		<div class="mvc-contact-form__trap" aria-hidden="true">
			<label for="<?php echo esc_attr( $mvc_id . '-website' ); ?>"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
			<input type="text" id="<?php echo esc_attr( $mvc_id . '-website' ); ?>" name="website" value="" tabindex="-1" autocomplete="off">
		</div>
		<div class="mvc-contact-form__actions">
			<button class="mvc-button mvc-button--primary mvc-contact-form__submit" type="submit"><?php esc_html_e( 'Send message', 'mvc' ); ?></button>
			<div class="mvc-contact-form__result<?php echo $mvc_sent ? ' mvc-contact-form__result--success' : ( null !== $mvc_outcome ? ' mvc-contact-form__result--error' : '' ); ?>" role="status">
				<?php if ( $mvc_sent ) : ?>
					<p class="mvc-contact-form__result-text"><?php esc_html_e( 'Thank you for your message. We will reply to you by e-mail as soon as we can.', 'mvc' ); ?></p>
				<?php elseif ( null !== $mvc_outcome ) : ?>
					<p class="mvc-contact-form__result-text"><?php esc_html_e( 'Your message could not be sent. Please check what you entered and try again.', 'mvc' ); ?></p>
					<?php if ( '' === $mvc_field ) : ?>
						<p class="mvc-contact-form__result-detail"><?php echo esc_html( $mvc_outcome['message'] ); ?></p>
					<?php endif; ?>
				<?php endif; ?>
			</div>
		</div>
	</form>
</div>
