<?php
/**
 * The FAQ question form (public-site spec, sections 4 and 5), drawn whole by the server: name,
 * e-mail, description (up to 500 characters, n/500), the honeypot `website`. Without JavaScript it
 * posts to the page itself (the plugin's Submissions\FaqForm::take_post(), with the browser's own checks); the island
 * `faq-form` wakes when the reader goes into it (no React for a reader who only reads) and
 * enhances it in place (`data-island-enhance`): the checks as the reader types, submit enabled
 * only when valid, the spinner, the modal 已成功提交问题 and a clear error in the notice above
 * the button.
 *
 * @package Mvc
 *
 * @var array{journal: WP_Post, name: string} $args
 */

use Mvc\Core\View\Minisite;
use Mvc\Theme\Assets\Islands;

$mvc_journal = $args['journal'];
$mvc_faq     = Minisite::faq_form();
$mvc_outcome = $mvc_faq['outcome'];
$mvc_sent    = $mvc_faq['sent'];
$mvc_typed   = $mvc_outcome ?? array(
	'name'        => '',
	'email'       => '',
	'description' => '',
);
ob_start();
?>
<form class="mvc-faq-form" id="mvc-faq-form" method="post" action="<?php echo esc_url( (string) get_permalink( $mvc_journal ) . '#mvc-minisite-faq' ); ?>">
	<?php if ( $mvc_sent ) : ?>
		<div class="mvc-faq-form__notice mvc-faq-form__notice--sent" role="status">
			<strong><?php esc_html_e( 'Question submitted', 'mvc' ); ?></strong>
			<?php esc_html_e( 'We have received your question and will reply by e-mail.', 'mvc' ); ?>
		</div>
	<?php endif; ?>
	<input type="hidden" name="<?php echo esc_attr( $mvc_faq['field'] ); ?>" value="1">
	<?php
	$mvc_labels = array(
		'name'        => __( 'Name', 'mvc' ),
		'email'       => __( 'E-mail', 'mvc' ),
		'description' => __( 'Your question', 'mvc' ),
	);
	foreach ( $mvc_labels as $mvc_name => $mvc_label ) {
		get_template_part(
			'template-parts/form/field',
			null,
			array(
				'id'      => 'mvc-faq-' . $mvc_name,
				'name'    => $mvc_name,
				'label'   => $mvc_label,
				'type'    => 'description' === $mvc_name ? 'textarea' : '',
				'max'     => 'description' === $mvc_name ? $mvc_faq['description_max'] : 100,
				'value'   => $mvc_typed[ $mvc_name ],
				'counter' => 'description' === $mvc_name,
				'slot'    => true,
				'class'   => 'mvc-faq-form__field',
			)
		);
	}
	?>
	<div class="mvc-faq-form__trap" aria-hidden="true">
		<label for="mvc-faq-website"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
		<input id="mvc-faq-website" name="website" type="text" tabindex="-1" autocomplete="off" value="">
	</div>
	<div class="mvc-faq-form__notice mvc-faq-form__notice--error" id="mvc-faq-form-failure"<?php echo null === $mvc_outcome ? ' hidden' : ''; ?> role="alert"><?php echo esc_html( $mvc_outcome['message'] ?? '' ); ?></div>
	<button type="submit" class="mvc-button mvc-button--primary mvc-faq-form__submit"><?php esc_html_e( 'Submit question', 'mvc' ); ?></button>
</form>
<?php
$mvc_form = (string) ob_get_clean();
?>
<div class="mvc-minisite__block mvc-faq-ask">
	<h3 class="mvc-minisite__block-title" id="mvc-faq-ask-title"><?php esc_html_e( 'Ask a question', 'mvc' ); ?></h3>
	<?php
	// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render() escapes; the form is escaped above.
	echo Islands::render(
		'faq-form',
		array(
			'postId'    => $mvc_journal->ID,
			'postTitle' => html_entity_decode( wp_strip_all_tags( get_the_title( $mvc_journal ) ), ENT_QUOTES, 'UTF-8' ),
			'formId'    => 'mvc-faq-form',
			'max'       => $mvc_faq['description_max'],
		),
		'interaction',
		$mvc_form,
		array( 'data-island-enhance' => 'true' )
	);
	// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
	?>
</div>
