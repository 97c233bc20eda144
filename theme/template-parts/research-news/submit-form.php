<?php
/**
 * The form of the page 提交科研资讯, whole, without JavaScript: the news title, a summary, the
 * contact's name and e-mail, up to three files (pictures, PDF, Word) and the honeypot `website`.
 * It posts (multipart) to admin-post.php (the plugin's Submissions\NewsForm::handle()), which hands
 * it to the plugin's submissions; the browser's own checks (required, maxlength, type=email,
 * accept) help before it is sent, the server checks everything again.
 *
 * @package Mvc
 *
 * @var array{values: array<string, string>, status: string, message: string, field: string} $args
 */

use Mvc\Core\View\NewsSubmission;

$mvc_values = $args['values'];
$mvc_status = $args['status'];
$mvc_field  = $args['field'];
$mvc_id     = 'mvc-news-form';
$mvc_form   = NewsSubmission::form();
$mvc_labels = array(
	'title'   => __( 'News title', 'mvc' ),
	'summary' => __( 'Summary', 'mvc' ),
	'name'    => __( 'Contact name', 'mvc' ),
	'email'   => __( 'Contact e-mail', 'mvc' ),
);
$mvc_max_mb = $mvc_form['max_megabytes'];
$mvc_accept = $mvc_form['accept'];
// The refusal's own words go under the field they concern, else under the result.
$mvc_field_error = '' !== $mvc_field ? $args['message'] : '';
$mvc_detail      = '' !== $mvc_field ? '' : $args['message'];
$mvc_files_error = $mvc_form['files_field'] === $mvc_field ? $mvc_field_error : '';
?>
<form class="mvc-contact-form mvc-news-form" id="<?php echo esc_attr( $mvc_id ); ?>" method="post" enctype="multipart/form-data" action="<?php echo esc_url( admin_url( 'admin-post.php?action=' . $mvc_form['action'] ) ); ?>">
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
				'type'         => 'summary' === $mvc_name ? 'textarea' : '',
				'max'          => $mvc_max,
				'value'        => $mvc_values[ $mvc_name ],
				'error'        => $mvc_name === $mvc_field ? $mvc_field_error : '',
				'rows'         => 8,
				'autocomplete' => 'title' === $mvc_name ? 'off' : null,
				'class'        => 'mvc-contact-form__field' . ( 'summary' === $mvc_name ? ' mvc-contact-form__field--message' : '' ),
			)
		);
	}//end foreach
	get_template_part(
		'template-parts/form/field',
		null,
		array(
			'id'       => $mvc_id . '-files',
			'name'     => $mvc_form['files_field'],
			'label'    => __( 'Attachments (optional)', 'mvc' ),
			'type'     => 'file',
			'required' => false,
			'accept'   => $mvc_accept,
			'error'    => $mvc_files_error,
			/* translators: 1: most files, 2: the accepted types, 3: most megabytes per file. */
			'hint'     => sprintf( __( 'Up to %1$d files (%2$s), at most %3$s MB each.', 'mvc' ), $mvc_form['max_files'], $mvc_form['extensions'], $mvc_max_mb ),
			'note'     => 'error' === $mvc_status ? __( 'Files are not kept after a refused submission: please choose them again.', 'mvc' ) : '',
			'class'    => 'mvc-contact-form__field mvc-news-form__files',
		)
	);
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
			'form'    => $mvc_id,
			'submit'  => __( 'Submit', 'mvc' ),
			'status'  => $mvc_status,
			'success' => __( 'Thank you! Your research news has been sent to our editors. We will reply to you by e-mail.', 'mvc' ),
			'error'   => __( 'Your news could not be sent. Please check what you entered and try again.', 'mvc' ),
			'detail'  => $mvc_detail,
		)
	);
	?>
</form>
