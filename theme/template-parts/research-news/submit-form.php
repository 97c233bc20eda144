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
	foreach ( $mvc_form['fields'] as $mvc_name => $mvc_max ) :
		$mvc_input_id = $mvc_id . '-' . $mvc_name;
		$mvc_error    = $mvc_name === $mvc_field ? $mvc_field_error : '';
		$mvc_common   = sprintf(
			'id="%1$s" class="mvc-field__input" name="%2$s" maxlength="%3$d" required aria-required="true"%4$s',
			esc_attr( $mvc_input_id ),
			esc_attr( $mvc_name ),
			(int) $mvc_max,
			'' !== $mvc_error ? ' aria-invalid="true" aria-describedby="' . esc_attr( $mvc_input_id . '-error' ) . '"' : ''
		);
		?>
		<div class="mvc-field mvc-contact-form__field<?php echo 'summary' === $mvc_name ? ' mvc-contact-form__field--message' : ''; ?><?php echo '' !== $mvc_error ? ' mvc-field--invalid' : ''; ?>">
			<label class="mvc-field__label" for="<?php echo esc_attr( $mvc_input_id ); ?>">
				<span class="mvc-contact-form__required" aria-hidden="true">*</span>
				<?php echo esc_html( $mvc_labels[ $mvc_name ] ); ?>
			</label>
			<div class="mvc-field__control">
				<?php if ( 'summary' === $mvc_name ) : ?>
					<textarea <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> rows="8"><?php echo esc_textarea( $mvc_values[ $mvc_name ] ); ?></textarea>
				<?php else : ?>
					<input <?php echo $mvc_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?> type="<?php echo 'email' === $mvc_name ? 'email' : 'text'; ?>" value="<?php echo esc_attr( $mvc_values[ $mvc_name ] ); ?>"<?php echo 'name' === $mvc_name ? ' autocomplete="name"' : ( 'email' === $mvc_name ? ' autocomplete="email" inputmode="email"' : ' autocomplete="off"' ); ?>>
				<?php endif; ?>
			</div>
			<?php if ( '' !== $mvc_error ) : ?>
				<p class="mvc-field__error" id="<?php echo esc_attr( $mvc_input_id . '-error' ); ?>"><?php echo esc_html( $mvc_error ); ?></p>
			<?php endif; ?>
		</div>
	<?php endforeach; ?>
	<div class="mvc-field mvc-contact-form__field mvc-news-form__files<?php echo '' !== $mvc_files_error ? ' mvc-field--invalid' : ''; ?>">
		<label class="mvc-field__label" for="<?php echo esc_attr( $mvc_id . '-files' ); ?>"><?php esc_html_e( 'Attachments (optional)', 'mvc' ); ?></label>
		<input type="file" id="<?php echo esc_attr( $mvc_id . '-files' ); ?>" name="<?php echo esc_attr( $mvc_form['files_field'] ); ?>[]" multiple accept="<?php echo esc_attr( $mvc_accept ); ?>" aria-describedby="<?php echo esc_attr( $mvc_id . '-files-hint' . ( '' !== $mvc_files_error ? ' ' . $mvc_id . '-files-error' : '' ) ); ?>"<?php echo '' !== $mvc_files_error ? ' aria-invalid="true"' : ''; ?>>
		<p class="mvc-contact-form__counter mvc-news-form__hint" id="<?php echo esc_attr( $mvc_id . '-files-hint' ); ?>">
			<?php
			/* translators: 1: most files, 2: the accepted types, 3: most megabytes per file. */
			echo esc_html( sprintf( __( 'Up to %1$d files (%2$s), at most %3$s MB each.', 'mvc' ), $mvc_form['max_files'], $mvc_form['extensions'], $mvc_max_mb ) );
			?>
		</p>
		<?php if ( '' !== $mvc_files_error ) : ?>
			<p class="mvc-field__error" id="<?php echo esc_attr( $mvc_id . '-files-error' ); ?>"><?php echo esc_html( $mvc_files_error ); ?></p>
		<?php endif; ?>
		<?php if ( 'error' === $mvc_status ) : ?>
			<p class="mvc-news-form__again"><?php esc_html_e( 'Files are not kept after a refused submission: please choose them again.', 'mvc' ); ?></p>
		<?php endif; ?>
	</div>
	<div class="mvc-contact-form__trap" aria-hidden="true">
		<label for="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
		<input type="text" id="<?php echo esc_attr( $mvc_id . '-' . $mvc_form['honeypot'] ); ?>" name="<?php echo esc_attr( $mvc_form['honeypot'] ); ?>" value="" tabindex="-1" autocomplete="off">
	</div>
	<div class="mvc-contact-form__actions">
		<button class="mvc-button mvc-button--primary mvc-contact-form__submit" type="submit"><?php esc_html_e( 'Submit', 'mvc' ); ?></button>
		<div class="mvc-contact-form__result<?php echo 'idle' !== $mvc_status ? ' mvc-contact-form__result--' . esc_attr( $mvc_status ) : ''; ?>" role="status">
			<?php if ( 'success' === $mvc_status ) : ?>
				<p class="mvc-contact-form__result-text"><?php esc_html_e( 'Thank you! Your research news has been sent to our editors. We will reply to you by e-mail.', 'mvc' ); ?></p>
			<?php elseif ( 'error' === $mvc_status ) : ?>
				<p class="mvc-contact-form__result-text"><?php esc_html_e( 'Your news could not be sent. Please check what you entered and try again.', 'mvc' ); ?></p>
				<?php if ( '' !== $mvc_detail ) : ?>
					<p class="mvc-contact-form__result-detail"><?php echo esc_html( $mvc_detail ); ?></p>
				<?php endif; ?>
			<?php endif; ?>
		</div>
	</div>
</form>
