<?php
/**
 * The journals listing (public-site spec, section 2, "Journals listing"): the category menu on the
 * left, the card grid (cover, title, link) 16 a page, the pager with real addresses, the empty
 * text. The query is the main query (Mvc\Theme\Content\Journals).
 *
 * @package Mvc
 */

use Mvc\Core\View\Journals as JournalCards;
use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Content\Journals;
use Mvc\Theme\Content\Pager;

get_header();
// The category bar scrolls sideways on a phone: the tab bars' behaviour brings the selected
// category into view and hints at the ends that have more.
Assets::behaviours( 'tabs' );
$mvc_category = max( 0, Journals::selected() );
$mvc_query    = $GLOBALS['wp_query'];
update_post_thumbnail_cache( $mvc_query );
$mvc_cards = array();
foreach ( $mvc_query->posts as $mvc_post ) {
	if ( $mvc_post instanceof WP_Post ) {
		$mvc_cards[] = JournalCards::card( $mvc_post );
	}
}
?>
<div class="mvc-container mvc-journals">
	<h1 class="mvc-journals__title"><?php esc_html_e( 'Journals', 'mvc' ); ?></h1>
	<div class="mvc-journals__layout">
		<nav class="mvc-journals__menu" aria-label="<?php esc_attr_e( 'Journal categories', 'mvc' ); ?>">
			<ul>
				<?php foreach ( Journals::menu( $mvc_category ) as $mvc_item ) : ?>
					<li>
						<a class="mvc-journals__category<?php echo $mvc_item['current'] ? ' is-current' : ''; ?>" href="<?php echo esc_url( $mvc_item['url'] ); ?>"<?php echo $mvc_item['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $mvc_item['label'] ); ?></a>
					</li>
				<?php endforeach; ?>
			</ul>
		</nav>
		<div class="mvc-journals__main">
			<?php if ( $mvc_cards ) : ?>
				<ul class="mvc-journals__grid">
					<?php foreach ( $mvc_cards as $mvc_card ) : ?>
						<li class="mvc-journals__item">
							<a class="mvc-journal-card" href="<?php echo esc_url( $mvc_card['link'] ); ?>">
								<span class="mvc-journal-card__cover">
									<?php
									get_template_part(
										'template-parts/journals/cover',
										null,
										array(
											'id'    => $mvc_card['id'],
											'title' => $mvc_card['title'],
											'sizes' => '(max-width: 768px) 50vw, 220px',
										)
									);
									?>
								</span>
								<span class="mvc-journal-card__title"><?php echo esc_html( $mvc_card['title'] ); ?></span>
							</a>
						</li>
					<?php endforeach; ?>
				</ul>
				<?php
				get_template_part(
					'template-parts/pager',
					null,
					array(
						'current' => Pager::current(),
						'total'   => (int) $mvc_query->max_num_pages,
						'link'    => static fn( int $page ): string => Journals::link( $mvc_category, $page ),
					)
				);
				?>
			<?php else : ?>
				<p class="mvc-empty"><?php esc_html_e( 'Sorry, there are no journals in this category yet.', 'mvc' ); ?></p>
			<?php endif; ?>
		</div>
	</div>
</div>
<?php
get_footer();
