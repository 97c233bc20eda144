<?php
/**
 * Category lists: research news, industry news and calls for papers have their own layouts (the
 * category ids are settings, see Lists::kind()); any other category is a plain list.
 *
 * @package Mvc
 */

use Mvc\Theme\Content\Lists;

$mvc_term   = get_queried_object();
$mvc_layout = $mvc_term instanceof WP_Term ? Lists::kind( $mvc_term ) : null;

get_header();
if ( null !== $mvc_layout ) {
	get_template_part( 'template-parts/lists/' . $mvc_layout, null, array( 'term' => $mvc_term ) );
} else {
	?>
	<div class="mvc-container">
		<?php
		get_template_part(
			'template-parts/page-header',
			null,
			array(
				'title'       => single_term_title( '', false ),
				'description' => wp_strip_all_tags( get_the_archive_description() ),
			)
		);
		get_template_part( 'template-parts/post-list' );
		?>
	</div>
	<?php
}
get_footer();
