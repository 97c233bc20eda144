<?php
/**
 * The home page's sections (public-site spec, section 2), the same for every reader: the hero with
 * the slogan and the banner carousel; Research News (3 pages of 5), Journal Mini-sites (a looping
 * carousel of the 14 newest journals), Events (2 pages of 5), Science Stories (1 page of 5); the
 * four promo entrances. front-page.php keeps a copy of them (Mvc\Theme\Content\Fragments).
 *
 * @package Mvc
 */

use Mvc\Core\View\Home;
use Mvc\Core\View\Journals;
use Mvc\Core\View\Site;
use Mvc\Theme\Assets\Carousel;
use Mvc\Theme\Content\ListTabs;
use Mvc\Theme\Content\Lists;
use Mvc\Theme\Content\Routes;

$mvc_slides   = Home::banners();
$mvc_groups   = ListTabs::industry_groups();
$mvc_journals = Journals::newest();
// The loop needs at least twice the visible four: 5 to 7 journals are shown twice.
$mvc_count  = count( $mvc_journals );
$mvc_arrows = $mvc_count > 4;
$mvc_loop   = $mvc_arrows && $mvc_count < 8 ? array_merge( $mvc_journals, $mvc_journals ) : $mvc_journals;
// The sections' categories and tags in one query: their queries and links read them.
_prime_term_caches(
	array_merge(
		array( Site::id( 'category_research_news' ), Site::id( 'category_industry_news' ), Site::id( 'category_call_for_papers' ) ),
		$mvc_groups[ Lists::EVENTS_TAB - 1 ] ?? array(),
		$mvc_groups[ Lists::STORIES_TAB - 1 ] ?? array()
	),
	false
);
?>
<section class="mvc-hero">
	<div class="mvc-container">
		<h1 class="mvc-hero__slogan"><?php esc_html_e( 'Frontier news in materials science', 'mvc' ); ?></h1>
	</div>
	<?php if ( $mvc_slides ) : ?>
		<div class="swiper mvc-carousel mvc-banner" id="mvc-home-banner" role="region" aria-roledescription="carousel" aria-label="<?php esc_attr_e( 'Featured', 'mvc' ); ?>">
			<div class="swiper-wrapper">
				<?php foreach ( $mvc_slides as $mvc_index => $mvc_slide ) : ?>
					<?php
					$mvc_image = wp_get_attachment_image(
						$mvc_slide['imageId'],
						Home::BANNER_IMAGE_SIZE,
						false,
						array(
							'class'         => 'mvc-banner__image',
							'alt'           => '',
							'sizes'         => '(max-width: 1200px) 100vw, 1200px',
							'loading'       => 0 === $mvc_index ? 'eager' : 'lazy',
							'fetchpriority' => 0 === $mvc_index ? 'high' : 'auto',
						)
					);
					$mvc_name  = '' !== $mvc_slide['bannerText'] ? $mvc_slide['bannerText'] : $mvc_slide['title'];
					?>
					<div class="swiper-slide mvc-banner__slide">
						<?php if ( '' !== $mvc_slide['externalLink'] ) : ?>
							<a class="mvc-banner__link" href="<?php echo esc_url( $mvc_slide['externalLink'] ); ?>" target="_blank" rel="noopener">
						<?php else : ?>
							<div class="mvc-banner__link">
						<?php endif; ?>
							<?php echo $mvc_image; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_get_attachment_image escapes. ?>
							<?php if ( '' !== $mvc_slide['bannerText'] ) : ?>
								<span class="mvc-banner__text"><?php echo esc_html( $mvc_slide['bannerText'] ); ?></span>
							<?php else : ?>
								<span class="screen-reader-text"><?php echo esc_html( $mvc_name ); ?></span>
							<?php endif; ?>
							<?php if ( '' !== $mvc_slide['externalLink'] ) : ?>
								<span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'mvc' ); ?></span>
							<?php endif; ?>
						<?php echo '' !== $mvc_slide['externalLink'] ? '</a>' : '</div>'; ?>
					</div>
				<?php endforeach; ?>
			</div>
			<?php if ( count( $mvc_slides ) > 1 ) : ?>
				<div class="swiper-pagination mvc-carousel__dots"></div>
				<button type="button" class="mvc-carousel__toggle" hidden><?php esc_html_e( 'Pause the carousel', 'mvc' ); ?></button>
			<?php endif; ?>
		</div>
		<?php
		echo Carousel::island( 'mvc-home-banner', 'banner' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Carousel::island() escapes.
		?>
	<?php endif; ?>
</section>
<div class="mvc-container mvc-home">
	<?php
	get_template_part(
		'template-parts/home/news-pages',
		null,
		array(
			'id'    => 'research',
			'title' => __( 'Research News', 'mvc' ),
			'query' => new WP_Query(
				array(
					'cat'                 => Site::id( 'category_research_news' ),
					'posts_per_page'      => Lists::HOME_RESEARCH, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 15.
					'ignore_sticky_posts' => true,
					'no_found_rows'       => true,
				)
			),
			'links' => array(
				array(
					'url'   => Routes::page_url( 'submit-research-news' ),
					'label' => __( 'Submit news', 'mvc' ),
					'class' => 'mvc-button mvc-button--outline mvc-button--small',
				),
				array(
					'url'   => (string) get_category_link( Site::id( 'category_research_news' ) ),
					'label' => __( 'More research news', 'mvc' ),
				),
			),
		)
	);
	?>
	<section class="mvc-home-journals" aria-labelledby="mvc-home-journals-title">
		<div class="mvc-home-news__head">
			<h2 class="mvc-section__title" id="mvc-home-journals-title"><?php esc_html_e( 'Journal Mini-sites', 'mvc' ); ?></h2>
			<a class="mvc-section__more" href="<?php echo esc_url( (string) get_post_type_archive_link( Journals::TYPE ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
		</div>
		<?php if ( $mvc_loop ) : ?>
			<div class="mvc-journal-carousel">
				<div class="swiper mvc-carousel mvc-carousel--journals" id="mvc-home-journal-carousel">
					<div class="swiper-wrapper">
						<?php foreach ( $mvc_loop as $mvc_index => $mvc_journal ) : ?>
							<?php
							$mvc_copy = $mvc_index >= $mvc_count;
							// The second copy of a doubled list is for the loop only.
							?>
							<div class="swiper-slide"<?php echo $mvc_copy ? ' aria-hidden="true"' : ''; ?>>
								<a class="mvc-journal-cover" href="<?php echo esc_url( $mvc_journal['link'] ); ?>"<?php echo $mvc_copy ? ' tabindex="-1"' : ''; ?>>
									<?php
									get_template_part(
										'template-parts/journals/cover',
										null,
										array(
											'id'      => $mvc_journal['id'],
											'title'   => $mvc_journal['title'],
											'sizes'   => '(max-width: 768px) 50vw, 280px',
											'loading' => 'lazy',
										)
									);
									?>
									<span class="mvc-journal-cover__title"><?php echo esc_html( $mvc_journal['title'] ); ?></span>
								</a>
							</div>
						<?php endforeach; ?>
					</div>
				</div>
				<?php if ( $mvc_arrows ) : ?>
					<button type="button" class="mvc-carousel__toggle" hidden><?php esc_html_e( 'Pause the carousel', 'mvc' ); ?></button>
					<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--prev" aria-label="<?php echo esc_attr( _x( 'Previous', 'carousel slide', 'mvc' ) ); ?>" hidden></button>
					<button type="button" class="mvc-carousel__arrow mvc-carousel__arrow--next" aria-label="<?php echo esc_attr( _x( 'Next', 'carousel slide', 'mvc' ) ); ?>" hidden></button>
				<?php endif; ?>
			</div>
			<?php
			echo Carousel::island( 'mvc-home-journal-carousel', 'journals' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Carousel::island() escapes.
			?>
		<?php else : ?>
			<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
		<?php endif; ?>
	</section>
	<?php
	$mvc_industry = array(
		array(
			'id'    => 'events',
			'title' => __( 'Events', 'mvc' ),
			'tab'   => Lists::EVENTS_TAB,
			'count' => Lists::HOME_EVENTS,
			'url'   => (string) get_category_link( Site::id( 'category_industry_news' ) ),
			'more'  => __( 'More events', 'mvc' ),
		),
		array(
			'id'    => 'stories',
			'title' => __( 'Science Stories', 'mvc' ),
			'tab'   => Lists::STORIES_TAB,
			'count' => Lists::HOME_STORIES,
			'url'   => ListTabs::industry_link( Lists::STORIES_TAB ),
			'more'  => __( 'More stories', 'mvc' ),
		),
	);
	foreach ( $mvc_industry as $mvc_section ) {
		// A section whose tab group operators removed is left out rather than filled with all news.
		$mvc_group = $mvc_groups[ $mvc_section['tab'] - 1 ] ?? array();
		if ( ! $mvc_group ) {
			continue;
		}
		get_template_part(
			'template-parts/home/news-pages',
			null,
			array(
				'id'    => $mvc_section['id'],
				'title' => $mvc_section['title'],
				'query' => ListTabs::industry_query( $mvc_group, $mvc_section['count'] ),
				'links' => array(
					array(
						'url'   => $mvc_section['url'],
						'label' => $mvc_section['more'],
					),
				),
			)
		);
	}//end foreach
	?>
	<section class="mvc-promos" aria-label="<?php esc_attr_e( 'Get involved', 'mvc' ); ?>">
		<?php
		$mvc_promos = array(
			array( (string) get_category_link( Site::id( 'category_call_for_papers' ) ), __( 'Call for Papers', 'mvc' ), __( 'Special issues open for submission', 'mvc' ) ),
			array( Routes::page_url( 'become-a-guest-editor' ), __( 'Become a Guest Editor', 'mvc' ), __( 'Plan a special issue with our journals', 'mvc' ) ),
			array( home_url( '/courses/' ), __( 'Online Courses', 'mvc' ), __( 'Writing, figures and submission skills', 'mvc' ) ),
			array( home_url( '/podcast/' ), __( 'Podcast', 'mvc' ), __( 'Listen to researchers and editors', 'mvc' ) ),
		);
		foreach ( $mvc_promos as $mvc_index => $mvc_promo ) :
			?>
			<a class="mvc-promo mvc-promo--<?php echo esc_attr( (string) ( $mvc_index + 1 ) ); ?>" href="<?php echo esc_url( $mvc_promo[0] ); ?>" data-mvc-reveal>
				<strong class="mvc-promo__title"><?php echo esc_html( $mvc_promo[1] ); ?></strong>
				<span class="mvc-promo__text"><?php echo esc_html( $mvc_promo[2] ); ?></span>
			</a>
		<?php endforeach; ?>
	</section>
</div>
