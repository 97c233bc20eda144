<?php
/**
 * The minisite's tab 文章资讯: on the left up to 6 research-news cards of the journal with their
 * Chinese dates and the link to the journal's tag page; on the right the latest articles (up to 5,
 * each with 阅读原文 and, when set, 下载PDF), the online library's link (wol_url), and the
 * official account's QR code in a phone's frame.
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>, lists: array<string, mixed>, tag: WP_Term|null} $args
 */

$mvc_view     = $args['view'];
$mvc_tag_link = $args['tag'] instanceof WP_Term ? (string) get_term_link( $args['tag'] ) : '';
$mvc_new_tab  = '<span class="screen-reader-text">' . esc_html__( '(opens in a new tab)', 'mvc' ) . '</span>';
?>
<div class="mvc-minisite__columns mvc-minisite__columns--articles">
	<div class="mvc-minisite__block mvc-minisite__research">
		<div class="mvc-minisite__block-head">
			<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Research news', 'mvc' ); ?></h3>
			<?php if ( '' !== $mvc_tag_link ) : ?>
				<a class="mvc-section__more" href="<?php echo esc_url( $mvc_tag_link ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
			<?php endif; ?>
		</div>
		<?php if ( $args['lists']['research'] ) : ?>
			<ul class="mvc-minisite-cards mvc-minisite-cards--dated">
				<?php
				foreach ( $args['lists']['research'] as $mvc_post ) {
					get_template_part(
						'template-parts/journals/card',
						null,
						array(
							'post' => $mvc_post,
							'date' => true,
						)
					);
				}
				?>
			</ul>
		<?php else : ?>
			<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
		<?php endif; ?>
	</div>
	<aside class="mvc-minisite__block mvc-minisite__latest" aria-labelledby="mvc-minisite-latest-title">
		<h3 class="mvc-minisite__block-title" id="mvc-minisite-latest-title"><?php esc_html_e( 'Latest articles', 'mvc' ); ?></h3>
		<?php if ( $mvc_view['latest'] ) : ?>
			<ul class="mvc-latest">
				<?php foreach ( $mvc_view['latest'] as $mvc_article ) : ?>
					<li class="mvc-latest__item">
						<span class="mvc-latest__title"><?php echo esc_html( $mvc_article['title'] ); ?></span>
						<span class="mvc-latest__links">
							<?php if ( '' !== $mvc_article['origin_url'] ) : ?>
								<a href="<?php echo esc_url( $mvc_article['origin_url'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Read the original', 'mvc' ); ?><?php echo $mvc_new_tab; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></a>
							<?php endif; ?>
							<?php if ( '' !== $mvc_article['download_url'] ) : ?>
								<a href="<?php echo esc_url( $mvc_article['download_url'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Download PDF', 'mvc' ); ?><?php echo $mvc_new_tab; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></a>
							<?php endif; ?>
						</span>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php else : ?>
			<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
		<?php endif; ?>
		<?php if ( '' !== $mvc_view['wol_url'] ) : ?>
			<a class="mvc-button mvc-button--outline mvc-minisite__library" href="<?php echo esc_url( $mvc_view['wol_url'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Online library', 'mvc' ); ?><?php echo $mvc_new_tab; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></a>
		<?php endif; ?>
		<?php if ( $mvc_view['wechat']['qr'] > 0 || '' !== $mvc_view['wechat']['url'] || '' !== $mvc_view['wechat']['id'] ) : ?>
			<figure class="mvc-minisite__app">
				<?php if ( $mvc_view['wechat']['qr'] > 0 ) : ?>
					<span class="mvc-minisite__phone">
						<?php
						echo wp_get_attachment_image( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
							$mvc_view['wechat']['qr'],
							'medium',
							false,
							array(
								'class'   => 'mvc-minisite__qr',
								'alt'     => __( 'QR code of the official account', 'mvc' ),
								'loading' => 'lazy',
							)
						);
						?>
					</span>
				<?php endif; ?>
				<figcaption>
					<?php if ( $mvc_view['wechat']['qr'] > 0 ) : ?>
						<?php esc_html_e( 'Scan to follow the official account', 'mvc' ); ?>
					<?php endif; ?>
					<?php if ( '' !== $mvc_view['wechat']['url'] ) : ?>
						<a class="mvc-minisite__account" href="<?php echo esc_url( $mvc_view['wechat']['url'] ); ?>" target="_blank" rel="noopener"><?php echo esc_html( '' !== $mvc_view['wechat']['id'] ? $mvc_view['wechat']['id'] : __( 'The official account', 'mvc' ) ); ?><?php echo $mvc_new_tab; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?></a>
					<?php elseif ( '' !== $mvc_view['wechat']['id'] ) : ?>
						<span class="mvc-minisite__account"><?php echo esc_html( $mvc_view['wechat']['id'] ); ?></span>
					<?php endif; ?>
				</figcaption>
			</figure>
		<?php endif; ?>
	</aside>
</div>
