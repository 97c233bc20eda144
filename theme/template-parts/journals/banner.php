<?php
/**
 * The minisite's banner carousel: the slides carousel_1 and carousel_2 (image, title, subtitle,
 * link in a new tab), readable without JavaScript; the `carousel` plain island (preset `banner`:
 * autoplay 3500 ms, looping, one slide visible) starts Swiper on them and shows the arrows and the
 * pause button. Without slides, the journal's banner image if it has one.
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>} $args
 */

use Mvc\Theme\Assets\Carousel;

$mvc_slides = $args['view']['slides'];
if ( ! $mvc_slides ) {
	$mvc_id = (int) $args['view']['banner'];
	if ( $mvc_id > 0 ) {
		echo '<div class="mvc-minisite__banner mvc-minisite__banner--still">' . wp_get_attachment_image( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
			$mvc_id,
			'full',
			false,
			array(
				'class'         => 'mvc-minisite__slide-image',
				'alt'           => '',
				'sizes'         => '100vw',
				'fetchpriority' => 'high',
				'loading'       => 'eager',
			)
		) . '</div>';
	}
	return;
}
$mvc_many = count( $mvc_slides ) > 1;
?>
<div class="mvc-minisite__banner">
	<div class="swiper mvc-carousel mvc-minisite__carousel" id="mvc-minisite-banner" role="region" aria-roledescription="carousel" aria-label="<?php esc_attr_e( 'Journal highlights', 'mvc' ); ?>">
		<div class="swiper-wrapper">
			<?php foreach ( $mvc_slides as $mvc_index => $mvc_slide ) : ?>
				<div class="swiper-slide mvc-minisite__slide">
					<?php if ( '' !== $mvc_slide['url'] ) : ?>
						<a class="mvc-minisite__slide-link" href="<?php echo esc_url( $mvc_slide['url'] ); ?>" target="_blank" rel="noopener">
					<?php else : ?>
						<div class="mvc-minisite__slide-link">
					<?php endif; ?>
						<?php
						if ( $mvc_slide['image'] > 0 ) {
							echo wp_get_attachment_image( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
								$mvc_slide['image'],
								'full',
								false,
								array(
									'class'         => 'mvc-minisite__slide-image',
									'alt'           => '',
									'sizes'         => '100vw',
									'loading'       => 0 === $mvc_index ? 'eager' : 'lazy',
									'fetchpriority' => 0 === $mvc_index ? 'high' : 'auto',
								)
							);
						}
						?>
						<?php if ( '' !== $mvc_slide['title'] || '' !== $mvc_slide['subtitle'] ) : ?>
							<span class="mvc-minisite__slide-text">
								<?php if ( '' !== $mvc_slide['title'] ) : ?>
									<span class="mvc-minisite__slide-title"><?php echo esc_html( $mvc_slide['title'] ); ?></span>
								<?php endif; ?>
								<?php if ( '' !== $mvc_slide['subtitle'] ) : ?>
									<span class="mvc-minisite__slide-subtitle"><?php echo esc_html( $mvc_slide['subtitle'] ); ?></span>
								<?php endif; ?>
							</span>
						<?php endif; ?>
						<?php if ( '' !== $mvc_slide['url'] ) : ?>
							<span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'mvc' ); ?></span>
						<?php endif; ?>
					<?php echo '' !== $mvc_slide['url'] ? '</a>' : '</div>'; ?>
				</div>
			<?php endforeach; ?>
		</div>
		<?php if ( $mvc_many ) : ?>
			<button type="button" class="mvc-carousel__toggle" hidden><?php esc_html_e( 'Pause the carousel', 'mvc' ); ?></button>
		<?php endif; ?>
	</div>
	<?php if ( $mvc_many ) : ?>
		<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--prev" aria-label="<?php echo esc_attr( _x( 'Previous', 'carousel slide', 'mvc' ) ); ?>" hidden></button>
		<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--next" aria-label="<?php echo esc_attr( _x( 'Next', 'carousel slide', 'mvc' ) ); ?>" hidden></button>
	<?php endif; ?>
	<?php echo Carousel::island( 'mvc-minisite-banner', 'banner' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Carousel::island() escapes. ?>
</div>
