<?php
/**
 * A home section of news in pages of five (research news 3 pages, events 2, science stories 1): a
 * carousel of pages whose indicators show only above five items. Without JavaScript the pages
 * scroll sideways.
 *
 * @package Mvc
 *
 * @var array{id: string, title: string, query: WP_Query, links: array<int, array{url: string, label: string, class?: string}>} $args
 */

use Mvc\Theme\Assets\Carousel;

$mvc_query = $args['query'];
$mvc_pages = array_chunk( $mvc_query->posts, 5 );
$mvc_id    = 'mvc-home-' . $args['id'];
?>
<section class="mvc-home-news mvc-home-news--<?php echo esc_attr( $args['id'] ); ?>" aria-labelledby="<?php echo esc_attr( $mvc_id ); ?>-title">
	<div class="mvc-home-news__head">
		<h2 class="mvc-section__title" id="<?php echo esc_attr( $mvc_id ); ?>-title"><?php echo esc_html( $args['title'] ); ?></h2>
		<div class="mvc-home-news__links">
			<?php foreach ( $args['links'] as $mvc_link ) : ?>
				<a class="<?php echo esc_attr( $mvc_link['class'] ?? 'mvc-section__more' ); ?>" href="<?php echo esc_url( $mvc_link['url'] ); ?>"><?php echo esc_html( $mvc_link['label'] ); ?></a>
			<?php endforeach; ?>
		</div>
	</div>
	<?php if ( ! $mvc_pages ) : ?>
		<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
	<?php else : ?>
		<div class="swiper mvc-carousel mvc-carousel--pages" id="<?php echo esc_attr( $mvc_id ); ?>">
			<div class="swiper-wrapper">
				<?php foreach ( $mvc_pages as $mvc_page ) : ?>
					<div class="swiper-slide">
						<ul class="mvc-home-news__list">
							<?php
							foreach ( $mvc_page as $mvc_post ) :
								$GLOBALS['post'] = $mvc_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post for the card.
								setup_postdata( $mvc_post );
								?>
								<li>
								<?php
								get_template_part(
									'template-parts/post-card',
									null,
									array(
										'variant' => 'compact',
										'heading' => 'h3',
									)
								);
								?>
									</li>
							<?php endforeach; ?>
						</ul>
					</div>
				<?php endforeach; ?>
			</div>
			<?php if ( count( $mvc_query->posts ) > 5 ) : ?>
				<div class="swiper-pagination mvc-carousel__dots"></div>
			<?php endif; ?>
		</div>
		<?php
		wp_reset_postdata();
		echo Carousel::island( $mvc_id, 'pages' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Carousel::island() escapes.
		?>
	<?php endif; ?>
</section>
