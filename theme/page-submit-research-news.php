<?php
/**
 * The page 提交科研资讯 (slug `submit-research-news`, at /research-news/submit-research-news/): the
 * operator's own text of the page, then the form that sends a research-news release to the
 * operators' inbox (template-parts/research-news/submit-form.php, Mvc\Core\View\NewsSubmission).
 * It works without JavaScript: the form posts to admin-post.php. A page showing what someone typed
 * (`?failed=<key>`) is never cached.
 *
 * @package Mvc
 */

use Mvc\Core\View\NewsSubmission;
use Mvc\Theme\PluginGuard;

$mvc_state = PluginGuard::active() ? NewsSubmission::state() : null;
if ( null !== $mvc_state && $mvc_state['personal'] ) {
	nocache_headers();
}

get_header();
while ( have_posts() ) :
	the_post();
	?>
	<div class="mvc-container mvc-container--narrow">
		<?php get_template_part( 'template-parts/page-article' ); ?>
		<?php if ( null !== $mvc_state ) : ?>
			<section class="mvc-news-submit" aria-labelledby="mvc-news-submit-heading">
				<h2 class="mvc-contact__heading" id="mvc-news-submit-heading"><?php esc_html_e( 'Send us your research news', 'mvc' ); ?></h2>
				<p class="mvc-contact__intro"><?php esc_html_e( 'Tell us about your paper or your group\'s news: a title, a short summary and how to reach you. Our editors read every submission and reply by e-mail.', 'mvc' ); ?></p>
				<?php get_template_part( 'template-parts/research-news/submit-form', null, $mvc_state ); ?>
			</section>
		<?php endif; ?>
	</div>
	<?php
endwhile;
get_footer();
