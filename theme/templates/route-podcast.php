<?php
/**
 * /podcast and /podcast/page/{n}/: the title banner, then 9 cards a page (cover, title,
 * description, updated date, the start-listening link) and the pager. A page past the last is
 * the not-found page.
 *
 * @package Mvc
 */

use Mvc\Core\View\Podcasts;
use Mvc\Core\View\Post;
use Mvc\Theme\Content\Pager;

$mvc_page  = Pager::current();
$mvc_data  = Podcasts::page( $mvc_page );
$mvc_pages = (int) ceil( $mvc_data['total'] / Podcasts::PAGE_SIZE );
if ( $mvc_page > max( 1, $mvc_pages ) ) {
	$GLOBALS['wp_query']->set_404();
	status_header( 404 );
	nocache_headers();
	require get_404_template();
	return;
}

get_header();
?>
<div class="mvc-podcast">
	<?php
	get_template_part(
		'template-parts/title-banner',
		null,
		array(
			'title'    => __( 'Materials science podcast', 'mvc' ),
			'subtitle' => 'Podcast',
			'modifier' => 'podcast',
		)
	);
	?>
	<div class="mvc-container">
		<?php if ( ! $mvc_data['list'] ) : ?>
			<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
		<?php else : ?>
			<ul class="mvc-podcast__grid">
				<?php foreach ( $mvc_data['list'] as $mvc_item ) : ?>
					<li class="mvc-podcast-card">
						<div class="mvc-podcast-card__cover">
							<?php if ( '' !== $mvc_item['cover'] ) : ?>
								<img src="<?php echo esc_url( $mvc_item['cover'] ); ?>" alt="" width="400" height="400" loading="lazy" decoding="async">
							<?php endif; ?>
						</div>
						<h2 class="mvc-podcast-card__title"><?php echo esc_html( $mvc_item['title'] ); ?></h2>
						<p class="mvc-podcast-card__description"><?php echo esc_html( $mvc_item['description'] ); ?></p>
						<?php /* translators: %s: date the episode was updated (2026年11月24日). */ ?>
						<p class="mvc-podcast-card__date"><?php echo esc_html( sprintf( __( 'Updated %s', 'mvc' ), Post::chinese_day( $mvc_item['postDate'] ) ) ); ?></p>
						<?php if ( '' !== $mvc_item['url'] ) : ?>
							<a class="mvc-button mvc-button--primary mvc-podcast-card__listen" href="<?php echo esc_url( $mvc_item['url'] ); ?>" target="_blank" rel="noopener">
								<?php esc_html_e( 'Start listening', 'mvc' ); ?><span class="screen-reader-text">: <?php echo esc_html( $mvc_item['title'] ); ?></span>
							</a>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ul>
			<?php
			get_template_part(
				'template-parts/pager',
				null,
				array(
					'current' => $mvc_page,
					'total'   => $mvc_pages,
					'link'    => static fn( int $page ): string => home_url( user_trailingslashit( 1 === $page ? 'podcast' : 'podcast/page/' . $page ) ),
				)
			);
			?>
		<?php endif; ?>
	</div>
</div>
<?php
get_footer();
