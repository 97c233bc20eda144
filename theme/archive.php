<?php
/**
 * Category, tag and journal lists. The news, call-for-papers and tag pages fill in their own
 * layouts in later issues; until then each shows its title and its articles.
 *
 * @package Mvc
 */

get_header();
?>
<div class="mvc-container">
	<?php
	get_template_part(
		'template-parts/page-header',
		null,
		array(
			'title'       => is_post_type_archive() ? post_type_archive_title( '', false ) : single_term_title( '', false ),
			'description' => wp_strip_all_tags( get_the_archive_description() ),
		)
	);
	get_template_part( 'template-parts/post-list' );
	?>
</div>
<?php
get_footer();
