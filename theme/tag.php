<?php
/**
 * /tag/{slug}: the tag's name, its subscribe button (订阅 / 已订阅), 'N篇相关文章' and 10 articles a
 * page with cover, title, date and tag labels; 暂时没有任何内容 when it has none. An unknown slug is
 * WordPress's 404.
 *
 * @package Mvc
 */

$mvc_term = get_queried_object();
if ( ! $mvc_term instanceof WP_Term ) {
	require get_404_template();
	return;
}
global $wp_query;
get_header();
?>
<div class="mvc-container mvc-tag-page">
	<header class="mvc-tag-page__header">
		<h1 class="mvc-tag-page__name">#<?php echo esc_html( $mvc_term->name ); ?></h1>
		<?php
		get_template_part(
			'template-parts/tag-subscribe',
			null,
			array(
				'term'   => $mvc_term,
				'labels' => 'tag-page',
			)
		);
		?>
		<?php /* translators: %s: number of articles with the tag. */ ?>
		<p class="mvc-tag-page__count"><?php echo esc_html( sprintf( _n( '%s related article', '%s related articles', (int) $wp_query->found_posts, 'mvc' ), number_format_i18n( (int) $wp_query->found_posts ) ) ); ?></p>
	</header>
	<?php
	get_template_part(
		'template-parts/post-list',
		null,
		array(
			'variant' => 'tag',
			'empty'   => __( 'Nothing here yet', 'mvc' ),
		)
	);
	?>
</div>
<?php
get_footer();
