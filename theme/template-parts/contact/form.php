<?php
/**
 * The contact form, whole: it posts to admin-post.php without JavaScript
 * (the plugin's Submissions\ContactForm::handle()). The `contact-form` island, woken when a reader goes into
 * the form (`data-wake-with`; its container is empty), enhances it in place: it checks the fields
 * while typing, counts the message, and sends it to POST /api/contact-us/submit, writing the
 * result into the server's.
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
	foreach ( $mvc_form['fields'] as $mvc_name => $mvc_max ) {
		get_template_part(
			'template-parts/form/field',
			null,
			array(
				'id'           => $mvc_id . '-' . $mvc_name,
				'name'         => $mvc_name,
				'label'        => $mvc_labels[ $mvc_name ],
				'type'         => 'message' === $mvc_name ? 'textarea' : '',
				'max'          => $mvc_max,
				'value'        => $mvc_values[ $mvc_name ],
				'required'     => 'message' !== $mvc_name,
				'error'        => $mvc_name === $mvc_field ? $mvc_field_error : '',
				'rows'         => 6,
				'autocomplete' => 'title' === $mvc_name ? 'off' : null,
				'counter'      => 'message' === $mvc_name,
				'slot'         => true,
				'class'        => 'mvc-contact-form__field mvc-contact-form__field--' . $mvc_name,
			)
		);
	}//end foreach
	?>
	<div class="mvc-contact-form__trap" aria-hidden="true">
		<label for="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
		<input type="text" id="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>" name="<?php echo esc_attr( $mvc_form['honeypot'] ); ?>" value="" tabindex="-1" autocomplete="off">
	</div>
	<?php
	get_template_part(
		'template-parts/form/actions',
		null,
		array(
			'form'   => $mvc_id,
			'submit' => __( 'Submit', 'mvc' ),
			'status' => $mvc_status,
			'detail' => $mvc_detail,
		) + $mvc_result
	);
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes.
	echo Islands::render(
		'contact-form',
		array(
			'form'   => $mvc_id,
			'texts'  => $mvc_result + array( 'sending' => __( 'Sending…', 'mvc' ) ),
			'status' => isset( $mvc_result[ $mvc_status ] ) ? $mvc_status : 'idle',
			'detail' => $mvc_detail,
		),
		'idle',
		'',
		// A visitor's press or focus in the form wakes the island (src/runtime/loader/wake.ts).
		array( 'data-wake-with' => $mvc_id )
	);
	// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
</form>
