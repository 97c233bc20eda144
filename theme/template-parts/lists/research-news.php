<?php
/**
 * /research-news: tabs 全部文章 plus the settings' tags (?tag={slug}), the submit-news banner, the
 * selected tag's info bar with its subscribe button and follower count, and 20 dated cards a page.
 *
 * @package Mvc
 *
 * @var array{term: WP_Term} $args
 */

use Mvc\Theme\Content\ListTabs;
use Mvc\Theme\Content\Routes;

$mvc_term     = $args['term'];
$mvc_tags     = ListTabs::research_tags();
$mvc_selected = ListTabs::selected_tag( $mvc_tags );
$mvc_items    = ListTabs::tab_items( $mvc_term, $mvc_tags, __( 'All articles', 'mvc' ) );
?>
<div class="mvc-container mvc-research-news mvc-has-side">
	<?php
	get_template_part(
		'template-parts/page-header',
		null,
		array(
			'title'       => $mvc_term->name,
			'description' => $mvc_term->description,
		)
	);
	?>
	<a class="mvc-submit-banner" href="<?php echo esc_url( Routes::page_url( 'submit-research-news' ) ); ?>">
		<strong class="mvc-submit-banner__title"><?php esc_html_e( 'Submit your research news', 'mvc' ); ?></strong>
		<span class="mvc-submit-banner__text"><?php esc_html_e( 'Share your latest results with researchers across materials science.', 'mvc' ); ?></span>
	</a>
	<?php
	get_template_part(
		'template-parts/tabs',
		null,
		array(
			'label' => __( 'Research news by tag', 'mvc' ),
			'items' => $mvc_items,
		)
	);
	if ( $mvc_selected ) :
		?>
		<section class="mvc-tag-info" aria-label="<?php echo esc_attr( $mvc_selected->name ); ?>">
			<a class="mvc-tag-info__name" href="<?php echo esc_url( (string) get_term_link( $mvc_selected ) ); ?>">#<?php echo esc_html( $mvc_selected->name ); ?></a>
			<?php
			get_template_part(
				'template-parts/tag-subscribe',
				null,
				array(
					'term'      => $mvc_selected,
					'followers' => true,
				)
			);
			?>
		</section>
		<?php
	endif;
	get_template_part(
		'template-parts/post-list',
		null,
		array(
			'variant' => 'grid',
			'empty'   => __( 'Nothing here yet', 'mvc' ),
		)
	);
	?>
	<?php get_template_part( 'template-parts/most-read' ); ?>
</div>
