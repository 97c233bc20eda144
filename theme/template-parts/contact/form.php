<?php
/**
 * The contact form, whole: it posts to admin-post.php without JavaScript
 * (the plugin's Submissions\ContactForm::handle()). The `contact-form` island, woken when a reader goes into
 * the form (`data-wake-with`), takes it over: it checks the fields while typing, counts the
 * message, and sends it to POST /api/contact-us/submit. Its container holds the submit button and
 * the result, drawn here the same way.
 *
 * @package Mvc
 *
 * @var array{values: array<string, string>, status: string, message: string, field: string} $args
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Core\View\Contact;

$mvc_values = $args['values'];
$mvc_status = $args['status'];
$mvc_field  = $args['field'];
$mvc_detail = $args['message'];
$mvc_id     = 'mvc-contact-form';
$mvc_form   = Contact::form();
$mvc_labels = array(
	'name'    => __( 'Name', 'mvc' ),
	'email'   => __( 'E-mail', 'mvc' ),
	'title'   => __( 'Title', 'mvc' ),
	'message' => __( 'Message', 'mvc' ),
);
$mvc_result = array(
	'success' => __( 'Thank you for your message. We will reply to you by e-mail as soon as we can.', 'mvc' ),
	'error'   => __( 'Your message could not be sent. Please check what you entered and try again.', 'mvc' ),
);
// The refusal's own words go under the field they concern, else under the result.
$mvc_field_error = '' !== $mvc_field ? $mvc_detail : '';
$mvc_detail      = '' !== $mvc_field ? '' : $mvc_detail;
?>
<form class="mvc-contact-form" id="<?php echo esc_attr( $mvc_id ); ?>" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<input type="hidden" name="action" value="<?php echo esc_attr( $mvc_form['action'] ); ?>">
	<?php wp_nonce_field( $mvc_form['action'], '_wpnonce', false ); ?>
	<?php
	foreach ( $mvc_form['fields'] as $mvc_name => $mvc_max ) :
		$mvc_input_id = $mvc_id . '-' . $mvc_name;
		$mvc_error    = $mvc_name === $mvc_field ? $mvc_field_error : '';
		$mvc_required = 'message' !== $mvc_name;
		$mvc_describe = trim( ( 'message' === $mvc_name ? $mvc_input_id . '-counter ' : '' ) . ( '' !== $mvc_error ? $mvc_input_id . '-error' : '' ) );
		$mvc_common   = sprintf(
			'id="%1$s" class="mvc-field__input" name="%2$s" maxlength="%3$d"%4$s%5$s%6$s',
			esc_attr( $mvc_input_id ),
			esc_attr( $mvc_name ),
			(int) $mvc_max,
			$mvc_required ? ' required aria-required="true"' : '',
			'' !== $mvc_error ? ' aria-invalid="true"' : '',
			'' !== $mvc_describe ? ' aria-describedby="' . esc_attr( $mvc_describe ) . '"' : ''
		);
		?>
		<div class="mvc-field mvc-contact-form__field mvc-contact-form__field--<?php echo esc_attr( $mvc_name ); ?><?php echo '' !== $mvc_error ? ' mvc-field--invalid' : ''; ?>">
			<label class="mvc-field__label" for="<?php echo esc_attr( $mvc_input_id ); ?>">
				<?php if ( $mvc_required ) : ?>
					<span class="mvc-contact-form__required" aria-hidden="true">*</span>
				<?php endif; ?>
				<?php echo esc_html( $mvc_labels[ $mvc_name ] ); ?>
			</label>
			<div class="mvc-field__control">
				<?php if ( 'message' === $mvc_name ) : ?>
					<textarea <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> rows="6"><?php echo esc_textarea( $mvc_values[ $mvc_name ] ); ?></textarea>
				<?php else : ?>
					<input <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> type="<?php echo 'email' === $mvc_name ? 'email' : 'text'; ?>" value="<?php echo esc_attr( $mvc_values[ $mvc_name ] ); ?>"<?php echo 'name' === $mvc_name ? ' autocomplete="name"' : ( 'email' === $mvc_name ? ' autocomplete="email" inputmode="email"' : ' autocomplete="off"' ); ?>>
				<?php endif; ?>
			</div>
			<p class="mvc-field__error" id="<?php echo esc_attr( $mvc_input_id . '-error' ); ?>"<?php echo '' === $mvc_error ? ' hidden' : ''; ?>><?php echo esc_html( $mvc_error ); ?></p>
			<?php if ( 'message' === $mvc_name ) : ?>
				<p class="mvc-contact-form__counter" id="<?php echo esc_attr( $mvc_input_id . '-counter' ); ?>"><?php echo esc_html( mb_strlen( $mvc_values[ $mvc_name ] ) . '/' . $mvc_max ); ?></p>
			<?php endif; ?>
		</div>
	<?php endforeach; ?>
	<div class="mvc-contact-form__trap" aria-hidden="true">
		<label for="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
		<input type="text" id="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>" name="<?php echo esc_attr( $mvc_form['honeypot'] ); ?>" value="" tabindex="-1" autocomplete="off">
	</div>
	<?php
	ob_start();
	?>
	<button class="mvc-button mvc-button--primary mvc-contact-form__submit" type="submit"><?php esc_html_e( 'Submit', 'mvc' ); ?></button>
	<div class="mvc-contact-form__result<?php echo isset( $mvc_result[ $mvc_status ] ) ? ' mvc-contact-form__result--' . esc_attr( $mvc_status ) : ''; ?>" role="status">
		<?php if ( isset( $mvc_result[ $mvc_status ] ) ) : ?>
			<p class="mvc-contact-form__result-text"><?php echo esc_html( $mvc_result[ $mvc_status ] ); ?></p>
			<?php if ( 'error' === $mvc_status && '' !== $mvc_detail ) : ?>
				<p class="mvc-contact-form__result-detail"><?php echo esc_html( $mvc_detail ); ?></p>
			<?php endif; ?>
		<?php endif; ?>
	</div>
	<?php
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes its attributes; the placeholder is escaped above.
	echo Islands::render(
		'contact-form',
		array(
			'form'   => $mvc_id,
			'status' => isset( $mvc_result[ $mvc_status ] ) ? $mvc_status : 'idle',
			'detail' => $mvc_detail,
		),
		'idle',
		(string) ob_get_clean(),
		// A visitor's press or focus in the form wakes the island (src/runtime/loader/wake.ts).
		array(
			'class'          => 'mvc-contact-form__actions',
			'data-wake-with' => $mvc_id,
		)
	);
	// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
</form>
