<?php
/**
 * The minisite's tab 常见问题: up to 7 questions with their answers as an accordion (without
 * JavaScript open `<details>`; the behaviour `accordion` makes them buttons with aria-expanded and
 * an animated height), then the question form and the contact form (联系编辑部).
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>, journal: WP_Post} $args
 */

$mvc_faqs = $args['view']['faqs'];
?>
<?php if ( $mvc_faqs ) : ?>
	<div class="mvc-accordion" data-mvc-accordion>
		<?php foreach ( $mvc_faqs as $mvc_faq ) : ?>
			<details class="mvc-accordion__item" open>
				<summary class="mvc-accordion__question"><?php echo esc_html( $mvc_faq['question'] ); ?></summary>
				<div class="mvc-accordion__answer">
					<div class="mvc-accordion__inner"><?php echo wp_kses_post( wpautop( '' !== $mvc_faq['answer'] ? $mvc_faq['answer'] : __( 'No answer yet', 'mvc' ) ) ); ?></div>
				</div>
			</details>
		<?php endforeach; ?>
	</div>
<?php endif; ?>
<?php
get_template_part(
	'template-parts/journals/faq-form',
	null,
	array(
		'journal' => $args['journal'],
		'name'    => $args['view']['name'],
	)
);
get_template_part( 'template-parts/journals/contact-form', null, array( 'journal' => $args['journal'] ) );
