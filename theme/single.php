<?php
/**
 * An article (public-site spec, section 2 "Article detail"): title, author, date (M/D/YYYY), the
 * paper's buttons from its fields, the special issue of a call for papers, like / favourite / share,
 * the journal logo, the body, the read-whole link, the references (文献链接) and the tag chips.
 *
 * @package Mvc
 */

use Mvc\Core\View\Article;
use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Assets\Islands;

get_header();
// The view beacon and the citation's copy button.
Assets::behaviours( 'article' );
while ( have_posts() ) :
	the_post();
	$mvc_post = get_post();
	if ( ! $mvc_post ) {
		continue;
	}
	// A password-protected article shows nothing of its fields until the password is given.
	$mvc_fields  = Article::fields( $mvc_post );
	$mvc_buttons = array(
		array( $mvc_fields['pdf'], __( 'Download the original paper (PDF)', 'mvc' ), 'pdf' ),
		array( $mvc_fields['original'], __( 'Read the original paper', 'mvc' ), 'original' ),
		array( $mvc_fields['journal'], __( 'View the journal', 'mvc' ), 'journal' ),
	);
	?>
	<div class="mvc-container mvc-article-layout">
		<?php
		// The view beacon (src/runtime/behaviours/view-beacon.ts) for the most-read list; a logged-in
		// reader's page is never cached, so only theirs carries the nonce their session needs.
		?>
		<article <?php post_class( 'mvc-article' ); ?> data-mvc-view="<?php echo esc_url( Article::view_beacon_url() ); ?>" data-mvc-view-post="<?php echo esc_attr( (string) $mvc_post->ID ); ?>"<?php echo is_user_logged_in() ? ' data-mvc-view-nonce="' . esc_attr( wp_create_nonce( 'wp_rest' ) ) . '"' : ''; ?>>
			<header class="mvc-article__header">
				<h1 class="mvc-article__title"><?php the_title(); ?></h1>
				<p class="mvc-article__meta">
					<span class="mvc-article__author"><?php the_author(); ?></span>
					<time class="mvc-article__date" datetime="<?php echo esc_attr( (string) get_the_date( 'c' ) ); ?>"><?php echo esc_html( (string) get_the_date( 'n/j/Y' ) ); ?></time>
				</p>
				<?php if ( array_filter( array_column( $mvc_buttons, 0 ) ) ) : ?>
					<p class="mvc-article__buttons">
						<?php foreach ( $mvc_buttons as $mvc_button ) : ?>
							<?php if ( '' !== $mvc_button[0] ) : ?>
								<a class="mvc-button mvc-button--outline mvc-article__button mvc-article__button--<?php echo esc_attr( $mvc_button[2] ); ?>" href="<?php echo esc_url( $mvc_button[0] ); ?>" target="_blank" rel="noopener"><?php echo esc_html( $mvc_button[1] ); ?></a>
							<?php endif; ?>
						<?php endforeach; ?>
					</p>
				<?php endif; ?>
			</header>
			<?php if ( $mvc_fields['cfp'] ) : ?>
				<?php
				// Days to the deadline (null: none the site can read). Following and the calendar
				// end with the deadline.
				$mvc_deadline   = Article::deadline( $mvc_post, $mvc_fields['cfp']['deadline'] );
				$mvc_days       = $mvc_deadline['days'];
				$mvc_followable = $mvc_deadline['followable'];
				$mvc_confirmed  = $mvc_deadline['confirmed'];
				?>
				<section class="mvc-special-issue" id="follow" aria-labelledby="mvc-special-issue-title">
					<h2 class="mvc-special-issue__title" id="mvc-special-issue-title"><?php echo esc_html( $mvc_fields['cfp']['title_cn'] ); ?></h2>
					<p class="mvc-special-issue__title-en" lang="en"><?php echo esc_html( $mvc_fields['cfp']['title_en'] ); ?></p>
					<?php if ( null !== $mvc_days ) : ?>
						<p class="mvc-special-issue__deadline">
							<?php esc_html_e( 'Submission deadline:', 'mvc' ); ?>
							<time datetime="<?php echo esc_attr( $mvc_fields['cfp']['deadline'] ); ?>"><?php echo esc_html( $mvc_deadline['deadline_label'] ); ?></time>
						</p>
						<?php
						if ( $mvc_days > 0 ) {
							/* translators: %d: days until the submission deadline. */
							$mvc_countdown = sprintf( _n( '%d day left to submit', '%d days left to submit', $mvc_days, 'mvc' ), $mvc_days );
						} else {
							$mvc_countdown = 0 === $mvc_days ? __( 'Submissions close today', 'mvc' ) : __( 'Submissions are closed', 'mvc' );
						}
						?>
						<p class="mvc-special-issue__countdown"><?php echo esc_html( $mvc_countdown ); ?></p>
					<?php endif; ?>
					<?php
					// The confirmation link leads here with ?followed=1: the follow is made.
					?>
					<?php if ( $mvc_confirmed ) : ?>
						<p class="mvc-special-issue__confirmed" role="status"><?php esc_html_e( 'Your follow is confirmed. We will remind you 7 days before the deadline.', 'mvc' ); ?></p>
					<?php endif; ?>
					<div class="mvc-special-issue__actions">
						<?php if ( $mvc_followable && $mvc_confirmed ) : ?>
							<button type="button" class="mvc-button mvc-button--outline mvc-follow-button is-followed" data-mvc-follow-confirmed="<?php echo esc_attr( (string) $mvc_post->ID ); ?>" disabled><?php esc_html_e( 'Follow confirmed', 'mvc' ); ?></button>
							<?php
							// Remembered in the browser: a later visit shows this issue followed (behaviours `follow`).
							Assets::behaviours( 'follow' );
							?>
						<?php endif; ?>
						<?php
						if ( $mvc_followable && ! $mvc_confirmed ) {
							get_template_part(
								'template-parts/follow-button',
								null,
								array(
									'post'  => $mvc_post,
									'title' => $mvc_fields['cfp']['title_cn'],
								)
							);
						}
						?>
						<?php if ( '' !== $mvc_deadline['calendar'] ) : ?>
							<a class="mvc-button mvc-button--outline" href="<?php echo esc_url( $mvc_deadline['calendar'] ); ?>" download><?php esc_html_e( 'Add to calendar', 'mvc' ); ?></a>
						<?php endif; ?>
						<?php if ( '' !== $mvc_fields['cfp']['link'] ) : ?>
							<a class="mvc-button mvc-button--primary" href="<?php echo esc_url( $mvc_fields['cfp']['link'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'About the special issue', 'mvc' ); ?></a>
						<?php endif; ?>
					</div>
					<?php if ( $mvc_followable && ! $mvc_confirmed ) : ?>
						<noscript>
							<?php
							get_template_part(
								'template-parts/follow-form',
								null,
								array(
									'action' => $mvc_deadline['follow_action'],
									'post'   => $mvc_post,
									'static' => true,
								)
							);
							?>
						</noscript>
					<?php endif; ?>
				</section>
			<?php endif; ?>
			<?php get_template_part( 'template-parts/article-reactions' ); ?>
			<?php if ( '' !== $mvc_fields['journal_logo'] ) : ?>
				<?php echo $mvc_fields['journal_logo']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin's Article::fields() (wp_get_attachment_image, or esc_url and esc_attr). ?>
			<?php endif; ?>
			<div class="mvc-article__content">
				<?php
				the_content();
				get_template_part( 'template-parts/page-links' );
				?>
			</div>
			<?php if ( $mvc_fields['read_whole'] ) : ?>
				<p class="mvc-article__read-whole">
					<a href="<?php echo esc_url( $mvc_fields['read_whole']['url'] ); ?>" target="_blank" rel="noopener"><?php echo esc_html( '' !== $mvc_fields['read_whole']['title'] ? $mvc_fields['read_whole']['title'] : __( 'Read the whole article', 'mvc' ) ); ?></a>
				</p>
			<?php endif; ?>
			<?php if ( $mvc_fields['references'] ) : ?>
				<section class="mvc-article__references" aria-labelledby="mvc-references-title">
					<h2 id="mvc-references-title"><?php esc_html_e( 'References', 'mvc' ); ?></h2>
					<ol>
						<?php foreach ( $mvc_fields['references'] as $mvc_reference ) : ?>
							<li>
								<?php if ( '' !== $mvc_reference['url'] ) : ?>
									<a href="<?php echo esc_url( $mvc_reference['url'] ); ?>" target="_blank" rel="noopener"><?php echo esc_html( $mvc_reference['title'] ); ?></a>
								<?php else : ?>
									<?php echo esc_html( $mvc_reference['title'] ); ?>
								<?php endif; ?>
							</li>
						<?php endforeach; ?>
					</ol>
				</section>
			<?php endif; ?>
			<?php get_template_part( 'template-parts/cite-this', null, array( 'post' => $mvc_post ) ); ?>
			<?php
			$mvc_tags = get_the_tags();
			if ( is_array( $mvc_tags ) && $mvc_tags ) :
				?>
				<ul class="mvc-article__tags">
					<?php foreach ( $mvc_tags as $mvc_tag ) : ?>
						<li><a class="mvc-chip" href="<?php echo esc_url( (string) get_tag_link( $mvc_tag ) ); ?>" target="_blank" rel="noopener">#<?php echo esc_html( $mvc_tag->name ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<?php
			// The comments panel (island `comments`): the button with the count of approved
			// comments until it mounts; it opens by itself for #c-{id}.
			$mvc_count = (int) get_comments_number( $mvc_post );
			// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped here.
			echo Islands::render(
				'comments',
				array(
					'postId'       => $mvc_post->ID,
					'commentsOpen' => comments_open( $mvc_post ),
					'count'        => $mvc_count,
				),
				'idle',
				sprintf(
					'<button type="button" class="mvc-comments-button">%1$s <span>%2$s</span></button>',
					esc_html__( 'Comments', 'mvc' ),
					esc_html( number_format_i18n( $mvc_count ) )
				),
				array(
					'class'             => 'mvc-article__comments',
					// A link to a comment (#c-{id}) opens the panel at it at once, for visitors too.
					'data-wake-on-hash' => '^#c-\\d+$',
				)
			);
			// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
			?>
		</article>
		<div class="mvc-article-side">
			<?php
			get_template_part( 'template-parts/most-read' );
			get_template_part( 'template-parts/recommend', null, array( 'post' => $mvc_post ) );
			?>
		</div>
	</div>
	<?php
endwhile;
get_footer();
