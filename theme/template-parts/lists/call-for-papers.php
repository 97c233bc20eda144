<?php
/**
 * /call-for-papers: tabs All plus the tags whose name ends in 征稿 (?tag={slug}), the link to
 * become a guest editor, and 6 items a page opening in a new tab.
 *
 * @package Mvc
 *
 * @var array{term: WP_Term} $args
 */

use Mvc\Theme\Content\ListTabs;
use Mvc\Theme\Content\Routes;

$mvc_term  = $args['term'];
$mvc_tags  = ListTabs::call_for_papers_tags();
$mvc_items = ListTabs::tab_items( $mvc_term, $mvc_tags, __( 'All', 'mvc' ) );
?>
<div class="mvc-container mvc-call-for-papers mvc-has-side">
	<div class="mvc-list-heading">
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
		<a class="mvc-button mvc-button--outline" href="<?php echo esc_url( Routes::page_url( 'become-a-guest-editor' ) ); ?>"><?php esc_html_e( 'Become a guest editor', 'mvc' ); ?></a>
	</div>
	<?php
	get_template_part(
		'template-parts/tabs',
		null,
		array(
			'label' => __( 'Calls for papers by topic', 'mvc' ),
			'items' => $mvc_items,
		)
	);
	get_template_part(
		'template-parts/post-list',
		null,
		array(
			'variant' => 'cfp',
			'empty'   => __( 'Nothing here yet', 'mvc' ),
		)
	);
	?>
	<?php get_template_part( 'template-parts/most-read' ); ?>
</div>
